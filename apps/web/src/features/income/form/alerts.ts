import { INCOME_MSG, ZIncomeCreate, ZIncomeUpdate, ZPaymentCreate } from '@cc/shared';
import { stepAlert, stepByPath } from '../../../components/document/step-alert.ts';
import { todayIso } from '../../../lib/format.ts';
import { type FormMode, isPaymentMode } from './mode.ts';
import { createPayload, type IncomeFormValues, paymentPayload, updatePayload } from './values.ts';

/** The wizard's steps (spec 2 §2): products and services, client, billing. */
export const STEP = { products: 0, client: 1, billing: 2 } as const;
export const LAST_STEP = STEP.billing;

/** Which step owns an issue of the shared schema. */
const stepOfPath = stepByPath({ details: STEP.products, client: STEP.client }, STEP.billing);

const parse = (mode: FormMode, values: IncomeFormValues) =>
  mode.kind === 'create'
    ? ZIncomeCreate.safeParse(createPayload(mode, values))
    : mode.kind === 'edit'
      ? ZIncomeUpdate.safeParse(updatePayload(mode, values))
      : ZPaymentCreate.safeParse(paymentPayload(values));

/**
 * The '¡Alerta!' text that stops the wizard at `step`, or null (spec 2 §5). The form checks the
 * payload with the same zod schemas the API uses, so both give the same message; "not after
 * today" is also checked on the server with its own clock.
 */
export function alertFor(mode: FormMode, values: IncomeFormValues, step: number): string | null {
  const alert = stepAlert(parse(mode, values), stepOfPath, isPaymentMode(mode) ? null : step);
  if (alert) return alert;
  if (step === LAST_STEP && values.date > todayIso()) return INCOME_MSG.futureDate;
  return null;
}
