import type { IncomeDetail, IncomePayment, TIncomeCreate, TIncomeUpdate, TPaymentCreate } from '@cc/shared';
import { INCOME_MSG, ZIncomeCreate, ZIncomeUpdate, ZPaymentCreate } from '@cc/shared';
import { ABONO_SCHEMA_FIELDS } from '../../components/document/wizard-alerts.ts';
import type { WizardConfig, WizardStep } from '../../components/document/wizard-config.ts';
import {
  acceptsDocument,
  backTo,
  isPaymentMode,
  parseDocumentMode,
} from '../../components/document/wizard-mode.ts';
import { zeroValueNames } from '../../components/ZeroValueConfirm.tsx';
import { WhatsAppInvoice } from './components/WhatsAppShare.tsx';
import { PaymentContext } from './components/wizard/PaymentContext.tsx';
import { StepBilling } from './components/wizard/StepBilling.tsx';
import { StepClient } from './components/wizard/StepClient.tsx';
import { StepProducts } from './components/wizard/StepProducts.tsx';
import { type FormMode, locksLines } from './form/mode.ts';
import {
  createPayload,
  type IncomeFormValues,
  initialValues,
  paymentPayload,
  updatePayload,
  valuesFromIncome,
  valuesFromPayment,
} from './form/values.ts';
import { creditPath, KINDS, listPath } from './kinds.ts';
import { INCOME_TEXT } from './messages.ts';
import { INCOME_DATA, incomeQueries } from './queries.ts';

type Step = WizardStep<FormMode, IncomeFormValues, IncomeDetail>;
const [PRODUCTS, CLIENT, BILLING] = INCOME_TEXT.steps;

const billing: Step = {
  label: BILLING,
  fields: ABONO_SCHEMA_FIELDS,
  render: ({ form, mode, notify, doc }) => <StepBilling form={form} mode={mode} notify={notify} doc={doc} />,
};

/** The sale's steps (docs/product/2-inventory-income-purchases.md §2): products and services, client, billing; an abono is billing alone. */
export function incomeSteps(mode: FormMode): readonly Step[] {
  if (isPaymentMode(mode)) return [billing];
  const locked = locksLines(mode);
  // A cash or bank sale offers 'Consumidor final' (issue 10): chosen on a new one, offered on an edit.
  const walkIn =
    KINDS[mode.doc].paymentType !== 'CONTADO' ? 'none' : mode.kind === 'create' ? 'default' : 'offer';
  return [
    {
      label: PRODUCTS,
      fields: ['details'],
      ...(locked ? {} : { zeroNames: (v: IncomeFormValues) => zeroValueNames(v.lines) }),
      render: ({ form, notify }) => <StepProducts form={form} locked={locked} notify={notify} />,
    },
    {
      label: CLIENT,
      fields: ['client'],
      render: ({ form, notify }) => <StepClient form={form} notify={notify} walkIn={walkIn} />,
    },
    billing,
  ];
}

/** '/income-form/:type[/:id[/:payment_id]]': the sale wizard and the abono form. */
export const INCOME_WIZARD: WizardConfig<
  FormMode,
  IncomeFormValues,
  IncomeDetail,
  IncomePayment,
  TIncomeCreate,
  TIncomeUpdate,
  TPaymentCreate
> = {
  parse: (p) => parseDocumentMode(p.type, p.id, p.payment_id),
  detail: incomeQueries.detail,
  payment: incomeQueries.payment,
  accepts: acceptsDocument,
  values: (mode, doc, payment) =>
    payment
      ? valuesFromPayment(payment)
      : doc && mode.kind === 'edit'
        ? valuesFromIncome(doc, mode)
        : initialValues(mode),
  titles: {
    create: (mode) => KINDS[mode.doc].formTitle,
    edit: INCOME_TEXT.editTitle,
    payment: INCOME_TEXT.newPaymentTitle,
    editPayment: INCOME_TEXT.editPaymentTitle,
  },
  exit: backTo({ list: listPath, credit: creditPath }),
  steps: incomeSteps,
  check: (mode, values) =>
    mode.kind === 'create'
      ? ZIncomeCreate.safeParse(createPayload(mode, values))
      : mode.kind === 'edit'
        ? ZIncomeUpdate.safeParse(updatePayload(mode, values))
        : ZPaymentCreate.safeParse(paymentPayload(values)),
  hasWork: (mode, form) => !isPaymentMode(mode) && form.getValues().lines.length > 0 && form.isDirty(),
  header: (mode, doc) => isPaymentMode(mode) && doc && <PaymentContext income={doc} />,
  // Issue 30 item 5: a credit sale is the one a client must keep, so its invoice goes on WhatsApp
  // from the success itself, as the quick sale's does.
  created: (saved) => saved.payment_type === 'CREDITO' && <WhatsAppInvoice doc={saved} />,
  mutations: INCOME_DATA.mutations,
  payloads: { create: createPayload, update: updatePayload, payment: paymentPayload },
  texts: {
    alertTitle: INCOME_MSG.alertTitle,
    futureDate: INCOME_MSG.futureDate,
    stepTitleTestId: 'income-step-title',
    saved: INCOME_MSG,
  },
};
