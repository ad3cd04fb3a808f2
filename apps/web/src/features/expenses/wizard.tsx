import {
  EXPENSE_MSG,
  type ExpenseDetail,
  type ExpensePayment,
  type TExpenseCreate,
  type TExpensePaymentCreate,
  type TExpenseUpdate,
  ZExpenseCreate,
  ZExpensePaymentCreate,
} from '@cc/shared';
import { PaymentFields } from '../../components/document/PaymentFields.tsx';
import { paymentFieldsOf } from '../../components/document/payment-mode.ts';
import { ABONO_SCHEMA_FIELDS } from '../../components/document/wizard-alerts.ts';
import type { WizardConfig, WizardContext, WizardStep } from '../../components/document/wizard-config.ts';
import { acceptsDocument, backTo, isPaymentMode, kindOfMode } from '../../components/document/wizard-mode.ts';
import { failureMessage } from '../../components/errors.ts';
import { todayIso } from '../../lib/format.ts';
import { asMethod } from '../../lib/payment-methods.ts';
import { ExpenseStep } from './components/ExpenseStep.tsx';
import { type FormMode, parseMode } from './form/mode.ts';
import {
  createPayload,
  type ExpenseFormValues,
  emptyPayment,
  emptyValues,
  paymentPayload,
  paymentValuesOf,
  STEP_ONE_FIELDS,
  updatePayload,
  valuesOf,
} from './form/values.ts';
import { creditPath, KINDS, listPath } from './kinds.ts';
import { EXPENSE_TEXT } from './messages.ts';
import { EXPENSE_DATA, expenseQueries } from './queries.ts';

const back = backTo({ list: listPath, credit: creditPath });

type Ctx = WizardContext<FormMode, ExpenseFormValues, ExpenseDetail>;
type Step = WizardStep<FormMode, ExpenseFormValues, ExpenseDetail>;
const [EXPENSE, PAYMENT] = EXPENSE_TEXT.steps;

/** docs/product/3-expenses-reports.md §4 'Credit edit': once a credit has abonos, its value no longer changes. */
const valueLocked = (mode: FormMode, doc: ExpenseDetail | null) =>
  mode.kind === 'edit' && mode.doc === 'credit' && (doc?.payments.some((p) => !p.deleted) ?? false);

/** The payment data (docs/product/3-expenses-reports.md §2): the type and method the route fixes, or a credit's initial payment. */
const paymentStep = ({ form, mode, doc }: Ctx) => (
  <PaymentFields
    {...paymentFieldsOf(mode, doc)}
    method={asMethod(form.values.payment_method)}
    onMethod={(method) => form.setFieldValue('payment_method', method || null)}
    amount={form.values.payment}
    onAmount={(digits) => form.setFieldValue('payment', digits)}
  />
);

/** An abono (docs/product/3-expenses-reports.md §2: payment and edit_payment are one step): date, method, value, observations. */
const abono: Step = {
  label: PAYMENT,
  fields: ABONO_SCHEMA_FIELDS,
  render: ({ form }) => (
    <PaymentFields
      variant="abono"
      date={form.values.date}
      onDate={(date) => form.setFieldValue('date', date)}
      method={asMethod(form.values.payment_method)}
      onMethod={(method) => form.setFieldValue('payment_method', method || null)}
      amount={form.values.value}
      onAmount={(digits) => form.setFieldValue('value', digits)}
      observations={form.values.observations}
      onObservations={(text) => form.setFieldValue('observations', text)}
    />
  ),
};

const PAYMENT_FIELDS = ['payment_type', 'payment_method', 'payment'];

/**
 * The expense form's steps (docs/product/3-expenses-reports.md §2): a credit's expense data, then
 * its payment data; a cash or bank expense, whose route fixes both, is one step that shows them
 * under the expense (issue 30 item 7: no second step with nothing to fill); an abono is one.
 */
export function expenseSteps(mode: FormMode): readonly Step[] {
  if (isPaymentMode(mode)) return [abono];
  const expense = (ctx: Ctx) => <ExpenseStep form={ctx.form} valueLocked={valueLocked(mode, ctx.doc)} />;
  if (kindOfMode(mode) !== 'credit') {
    return [
      {
        label: EXPENSE,
        fields: [...STEP_ONE_FIELDS, ...PAYMENT_FIELDS],
        render: (ctx) => (
          <>
            {expense(ctx)}
            {paymentStep(ctx)}
          </>
        ),
      },
    ];
  }
  return [
    { label: EXPENSE, fields: STEP_ONE_FIELDS, render: expense },
    { label: PAYMENT, fields: PAYMENT_FIELDS, render: paymentStep },
  ];
}

/** The form's first values: the edited expense, the abono, or a reminder's expense as a new one. */
function valuesFor(
  mode: FormMode,
  doc: ExpenseDetail | null,
  paid: ExpensePayment | null,
): ExpenseFormValues {
  if (isPaymentMode(mode)) return paid ? paymentValuesOf(paid) : emptyPayment();
  if (mode.kind === 'edit' && doc) return valuesOf(doc);
  if (mode.kind === 'create' && mode.reminder && doc) {
    const asNew = valuesOf(doc, true);
    return {
      ...asNew,
      date: mode.reminder.date ?? todayIso(),
      payment_method: KINDS[mode.doc].paymentMethod,
    };
  }
  return emptyValues(kindOfMode(mode));
}

/** '/expenses-form/…' (docs/product/3-expenses-reports.md §2): the expense wizard and the abono form; saved with 'Guardar'. */
export const EXPENSE_WIZARD: WizardConfig<
  FormMode,
  ExpenseFormValues,
  ExpenseDetail,
  ExpensePayment,
  TExpenseCreate,
  TExpenseUpdate,
  TExpensePaymentCreate
> = {
  parse: (p, search) => parseMode(p.type, p.id, p.payment_id, search),
  sourceId: (mode) => (mode.kind === 'create' ? (mode.reminder?.expense ?? null) : mode.id),
  detail: expenseQueries.detail,
  payment: expenseQueries.payment,
  accepts: acceptsDocument,
  values: valuesFor,
  titles: {
    create: (mode) => KINDS[mode.doc].formTitle,
    edit: (_reference, mode) => KINDS[mode.doc].editTitle,
    payment: EXPENSE_TEXT.newPaymentTitle,
    editPayment: EXPENSE_TEXT.editPaymentTitle,
  },
  exit: (mode) => (mode.reminder ? '/notifications' : back(mode)),
  leaveByHistory: true,
  backOnFirst: true,
  steps: expenseSteps,
  // An edit is checked as the whole expense, as the API checks a new one (docs/product/3-expenses-reports.md §5).
  check: (mode, values) =>
    isPaymentMode(mode)
      ? ZExpensePaymentCreate.safeParse(paymentPayload(values))
      : ZExpenseCreate.safeParse(createPayload(mode.doc, values)),
  mutations: EXPENSE_DATA.mutations,
  payloads: {
    create: (mode, values) => createPayload(mode.doc, values, mode.reminder?.id),
    update: (mode, values, doc) => updatePayload(mode.doc, values, valueLocked(mode, doc)),
    payment: paymentPayload,
  },
  texts: {
    alertTitle: EXPENSE_TEXT.alertTitle,
    futureDate: EXPENSE_MSG.futureDate,
    nav: EXPENSE_TEXT.nav,
    saved: EXPENSE_MSG,
    failure: (result, texts) => failureMessage(texts, result),
  },
};
