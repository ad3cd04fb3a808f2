import type { AppDeps } from '../../../deps.ts';
import { DianSoapProvider } from './dian-soap.ts';
import type { EinvoiceProvider } from './port.ts';
import { HttpProvider } from './provider-http.ts';
import { DianSimulator } from './simulator-provider.ts';

type Deps = Pick<AppDeps, 'config' | 'clock' | 'fetch'>;

// One adapter per app (the simulator keeps what it accepted for the app's life), chosen by
// EINVOICE_MODE as WOMPI_MODE chooses Wompi's; a test sets its own with useEinvoiceProvider.
const chosen = new WeakMap<object, EinvoiceProvider>();

/** The adapter the app's documents go through from now on (tests: a simulator with faults, a fake). */
export function useEinvoiceProvider(deps: Deps, provider: EinvoiceProvider): void {
  chosen.set(deps, provider);
}

export function providerOf(deps: Deps): EinvoiceProvider {
  let provider = chosen.get(deps);
  if (!provider) {
    const { einvoice } = deps.config;
    const fetcher = deps.fetch ?? fetch;
    provider =
      einvoice.mode === 'dian'
        ? new DianSoapProvider({ url: einvoice.dianUrl, fetch: fetcher, now: () => deps.clock.now() })
        : einvoice.mode === 'provider'
          ? new HttpProvider({
              baseUrl: einvoice.providerUrl ?? '',
              token: einvoice.providerToken ?? '',
              fetch: fetcher,
            })
          : new DianSimulator(() => deps.clock.now());
    chosen.set(deps, provider);
  }
  return provider;
}
