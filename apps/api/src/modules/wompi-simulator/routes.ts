import { randomInt } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppDeps, ModuleOptions } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { eventChecksum, integritySignature, sameHex, WOMPI_CURRENCY } from '../../lib/wompi.ts';
import { handleWompiEvent } from '../subscriptions/index.ts';
import { checkoutPage, errorPage, resultPage } from './page.ts';

/**
 * A local stand-in for https://checkout.wompi.co/p/ (WOMPI_MODE=simulator only; 404 otherwise).
 * It checks the same signed fields, lets the tester approve or decline, posts a correctly signed
 * `transaction.updated` event through the real event handler and redirects like Wompi does.
 */

const ZCheckoutForm = z.object({
  'public-key': z.string().min(1),
  currency: z.literal(WOMPI_CURRENCY),
  'amount-in-cents': z.string().regex(/^\d{1,12}$/),
  reference: z.string().regex(/^[A-Za-z0-9_-]{1,255}$/),
  'signature:integrity': z.string().regex(/^[0-9a-fA-F]{64}$/),
  'redirect-url': z.string().optional(),
  'customer-data:email': z.string().optional(),
  'customer-data:full-name': z.string().optional(),
  'customer-data:phone-number': z.string().optional(),
  'customer-data:phone-number-prefix': z.string().optional(),
});
type CheckoutForm = z.infer<typeof ZCheckoutForm>;
const ZDecision = z.object({ decision: z.enum(['APPROVED', 'DECLINED']) });

const REASON = {
  fields: 'Faltan datos del pago o no son válidos.',
  publicKey: 'La llave pública no corresponde al comercio.',
  signature: 'La firma de integridad no es válida.',
  redirect: 'La URL de redirección no pertenece al comercio.',
} as const;

/** Verifies a checkout the way Wompi would; returns the fields or the Spanish reason it is refused. */
function verifyCheckout(deps: AppDeps, input: unknown): { form: CheckoutForm } | { reason: string } {
  const parsed = ZCheckoutForm.safeParse(input);
  if (!parsed.success) return { reason: REASON.fields };
  const form = parsed.data;
  const { wompi, publicUrl } = deps.config;
  if (form['public-key'] !== wompi.publicKey) return { reason: REASON.publicKey };
  const expected = integritySignature(
    form.reference,
    Number(form['amount-in-cents']),
    form.currency,
    wompi.integritySecret,
  );
  if (!sameHex(expected, form['signature:integrity'])) return { reason: REASON.signature };
  // Unlike Wompi, only our own origin: the simulator must not become an open redirect.
  const redirect = form['redirect-url'];
  if (redirect !== undefined && !redirect.startsWith(`${publicUrl}/`)) return { reason: REASON.redirect };
  return { form };
}

const refuse = (reply: FastifyReply, reason: string) =>
  reply.status(400).type('text/html').send(errorPage(reason));

/** `<digits>-<unix seconds>-<digits>`, the shape of Wompi's transaction ids. */
const transactionId = (now: Date) =>
  `${randomInt(10_000, 100_000)}-${Math.floor(now.getTime() / 1000)}-${randomInt(10_000, 100_000)}`;

export const wompiSimulatorRoutes: FastifyPluginAsync<ModuleOptions> = async (app) => {
  const { deps } = app;
  app.addHook('onRequest', async () => {
    if (deps.config.wompi.mode !== 'simulator') throw AppError.notFound();
  });
  // The page posts a plain HTML form; this parser only exists inside this plugin.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.get('/dev/wompi/checkout', { schema: { hide: true } }, async (request, reply) => {
    const checked = verifyCheckout(deps, request.query);
    if ('reason' in checked) return refuse(reply, checked.reason);
    const { form } = checked;
    const fields = Object.fromEntries(
      Object.entries(form).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
    return reply.type('text/html').send(
      checkoutPage({
        amountInCents: Number(form['amount-in-cents']),
        reference: form.reference,
        email: form['customer-data:email'] ?? '',
        fullName: form['customer-data:full-name'] ?? '',
        fields,
      }),
    );
  });

  app.post('/dev/wompi/checkout', { schema: { hide: true } }, async (request, reply) => {
    const checked = verifyCheckout(deps, request.body);
    const decision = ZDecision.safeParse(request.body);
    if ('reason' in checked) return refuse(reply, checked.reason);
    if (!decision.success) return refuse(reply, REASON.fields);
    const { form } = checked;
    const now = deps.clock.now();
    const id = transactionId(now);
    const status = decision.data.decision;
    const event = {
      event: 'transaction.updated',
      data: {
        transaction: {
          id,
          amount_in_cents: Number(form['amount-in-cents']),
          reference: form.reference,
          customer_email: form['customer-data:email'] ?? null,
          currency: form.currency,
          payment_method_type: 'CARD',
          redirect_url: form['redirect-url'] ?? null,
          status,
          shipping_address: null,
          payment_link_id: null,
          payment_source_id: null,
        },
      },
      environment: 'test',
      signature: {
        properties: ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'],
        checksum: '',
      },
      timestamp: Math.floor(now.getTime() / 1000),
      sent_at: now.toISOString(),
    };
    event.signature.checksum = eventChecksum(event, deps.config.wompi.eventsSecret);
    // The same code path as POST /api/subscriptions_billing/events/, without a network hop.
    await handleWompiEvent(deps, event);

    const redirect = form['redirect-url'];
    if (!redirect) return reply.type('text/html').send(resultPage(status, id));
    const target = new URL(redirect);
    target.searchParams.set('id', id);
    target.searchParams.set('env', 'test');
    return reply.redirect(target.toString(), 302);
  });
};
