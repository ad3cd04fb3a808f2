import { SHOPPING_MSG, ZPaymentCreate, ZShoppingCreate, ZShoppingUpdate } from '@cc/shared';
import { stepAlert, stepByPath } from '../../../components/document/step-alert.ts';
import { todayIso } from '../../../lib/format.ts';
import { type FormMode, isPaymentMode } from './mode.ts';
import { createPayload, paymentPayload, type ShoppingFormValues, updatePayload } from './values.ts';

/** The wizard's steps (spec 2 §2): products, provider, payment. */
export const STEP = { lines: 0, provider: 1, payment: 2 } as const;
export const LAST_STEP = STEP.payment;

/** Which step owns an issue of the shared schema. */
const stepOfPath = stepByPath({ details: STEP.lines, provider: STEP.provider }, STEP.payment);

const parse = (mode: FormMode, values: ShoppingFormValues) =>
  mode.kind === 'create'
    ? ZShoppingCreate.safeParse(createPayload(mode.shopping, mode.category, values))
    : mode.kind === 'edit'
      ? ZShoppingUpdate.safeParse(updatePayload(mode.shopping, mode.category, values))
      : ZPaymentCreate.safeParse(paymentPayload(values));

/** The abono form shows date, method, then value: its alerts come in that order. */
const PAYMENT_FIELDS = ['date', 'payment_method', 'value'] as const;

/**
 * The '¡Alerta!' text that stops the purchase wizard at `step`, or null (spec 2 §5): the payload
 * checked with the schema the API uses, as the sale wizard does; "not after today" is checked on
 * the server too, with its own clock.
 */
export function alertFor(mode: FormMode, values: ShoppingFormValues, step: number): string | null {
  const payment = isPaymentMode(mode);
  const alert = stepAlert(parse(mode, values), stepOfPath, payment ? null : step, PAYMENT_FIELDS);
  if (alert) return alert;
  if ((payment || step === LAST_STEP) && values.date > todayIso()) return SHOPPING_MSG.futureDate;
  return null;
}
