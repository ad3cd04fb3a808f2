import {
  SHOPPING_MSG,
  type ShoppingDetail,
  type ShoppingPayment,
  type TPaymentCreate,
  type TShoppingCreate,
  type TShoppingUpdate,
  ZPaymentCreate,
  ZShoppingCreate,
  ZShoppingUpdate,
} from '@cc/shared';
import { PartyStep } from '../../components/document/PartyStep.tsx';
import { PaymentFields } from '../../components/document/PaymentFields.tsx';
import { paymentFieldsOf } from '../../components/document/payment-mode.ts';
import { PAYMENT_STEP_FIELDS } from '../../components/document/wizard-alerts.ts';
import type { WizardConfig, WizardStep } from '../../components/document/wizard-config.ts';
import { acceptsDocument, backTo, isPaymentMode } from '../../components/document/wizard-mode.ts';
import { StepLines } from './components/StepLines.tsx';
import { type FormMode, parseFormMode } from './form/mode.ts';
import {
  createPayload,
  fromPayment,
  fromShopping,
  initialValues,
  paymentPayload,
  type ShoppingFormValues,
  updatePayload,
  zeroSaleNames,
} from './form/values.ts';
import { CATEGORY_LABELS, categoryKeyOf, creditPath, KINDS, listPath, SHOPPING_TEXT } from './kinds.ts';
import { PROVIDER_PARTY } from './party.ts';
import { SHOPPING_DATA, shoppingQueries } from './queries.ts';

type Step = WizardStep<FormMode, ShoppingFormValues, ShoppingDetail>;
const [LINES, PROVIDER, PAYMENT] = SHOPPING_TEXT.steps;

/** Date, type, method, initial payment or abono value, observations (docs/product/2-inventory-income-purchases.md §3). */
const payment: Step = {
  label: PAYMENT,
  fields: PAYMENT_STEP_FIELDS,
  render: ({ form, mode, doc }) => {
    const v = form.values;
    return (
      <PaymentFields
        {...paymentFieldsOf(mode, doc)}
        date={v.date}
        onDate={(date) => form.setFieldValue('date', date)}
        method={v.payment_method}
        onMethod={(method) => form.setFieldValue('payment_method', method)}
        amount={v.payment}
        onAmount={(digits) => form.setFieldValue('payment', digits)}
        observations={v.observations}
        onObservations={(text) => form.setFieldValue('observations', text)}
      />
    );
  },
};

/** The purchase's steps (docs/product/2-inventory-income-purchases.md §2): products, provider, payment; an abono is the payment alone. */
export function shoppingSteps(mode: FormMode): readonly Step[] {
  if (isPaymentMode(mode)) return [payment];
  return [
    {
      label: LINES,
      fields: ['details'],
      // Issue 10: a product bought to sell at $ 0 (a gift) is allowed, but never by accident.
      zeroNames: (v) => zeroSaleNames(v.lines),
      render: ({ form, alert }) => (
        <StepLines
          category={mode.category}
          lines={form.values.lines}
          onChange={(lines) => form.setFieldValue('lines', lines)}
          alert={alert}
        />
      ),
    },
    {
      label: PROVIDER,
      fields: ['provider'],
      render: ({ form, notify }) => (
        <PartyStep
          kind={PROVIDER_PARTY}
          value={form.values.provider}
          onChange={(provider) => form.setFieldValue('provider', provider)}
          notify={notify}
        />
      ),
    },
    payment,
  ];
}

/** '/shopping-form/:type/:category[/:id[/:payment_id]]': the purchase wizard and the abono form. */
export const SHOPPING_WIZARD: WizardConfig<
  FormMode,
  ShoppingFormValues,
  ShoppingDetail,
  ShoppingPayment,
  TShoppingCreate,
  TShoppingUpdate,
  TPaymentCreate
> = {
  parse: (p) => parseFormMode(p.type, p.category, p.id, p.payment_id),
  detail: shoppingQueries.detail,
  payment: shoppingQueries.payment,
  // The path names the purchase's category too: another one would silently change it.
  accepts: (mode, doc) =>
    acceptsDocument(mode, doc) && (mode.kind !== 'edit' || categoryKeyOf(doc.category.id) === mode.category),
  values: (mode, doc, paid) =>
    paid
      ? fromPayment(paid)
      : doc && mode.kind === 'edit'
        ? fromShopping(doc)
        : initialValues(isPaymentMode(mode) ? null : mode.doc),
  titles: {
    create: (mode) => `${KINDS[mode.doc].formTitle} · ${CATEGORY_LABELS[mode.category]}`,
    edit: SHOPPING_TEXT.editTitle,
    payment: SHOPPING_TEXT.newPaymentTitle,
    editPayment: SHOPPING_TEXT.editPaymentTitle,
  },
  exit: backTo({ list: listPath, credit: creditPath }),
  steps: shoppingSteps,
  check: (mode, values) =>
    mode.kind === 'create'
      ? ZShoppingCreate.safeParse(createPayload(mode.doc, mode.category, values))
      : mode.kind === 'edit'
        ? ZShoppingUpdate.safeParse(updatePayload(mode.doc, mode.category, values))
        : ZPaymentCreate.safeParse(paymentPayload(values)),
  hasWork: (mode, form) => mode.kind === 'create' && form.getValues().lines.length > 0,
  mutations: SHOPPING_DATA.mutations,
  payloads: {
    create: (mode, values) => createPayload(mode.doc, mode.category, values),
    update: (mode, values) => updatePayload(mode.doc, mode.category, values),
    payment: paymentPayload,
  },
  texts: {
    alertTitle: SHOPPING_MSG.alertTitle,
    futureDate: SHOPPING_MSG.futureDate,
    zeroValue: SHOPPING_TEXT.zeroSale,
    saved: SHOPPING_MSG,
  },
};
