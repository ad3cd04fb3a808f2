import { PaymentFields } from '../../../../components/document/PaymentFields.tsx';
import type { Message } from '../../../../components/MessageModal.tsx';
import type { FormMode } from '../../form/mode.ts';
import type { IncomeWizard } from '../../form/useIncomeForm.ts';
import { KINDS } from '../../kinds.ts';
import { TotalBar } from './StepProducts.tsx';
import { useStockCheck } from './useStockCheck.ts';

type Props = {
  wizard: IncomeWizard;
  mode: FormMode;
  notify: (message: Message) => void;
  /** A credit being edited: its initial payment, shown disabled ('' when none). */
  initialPayment?: number | null;
};

/**
 * Step 2 'Información de facturación'. A sale: date (not after today), the payment type and, for
 * cash and bank, the method — both fixed by the route —, a credit's optional initial payment with
 * its method, observations. An abono: date, method, value, observations.
 */
export function StepBilling({ wizard, mode, notify, initialPayment = null }: Props) {
  const { form } = wizard;
  const values = form.values;
  const { checkLines } = useStockCheck(notify);
  const isSale = mode.kind === 'create' || mode.kind === 'edit';
  // A sale draws only the stock that existed on its date: a new date checks the lines again.
  const changeDate = (date: string) => {
    form.setFieldValue('date', date);
    if (isSale && date) void checkLines(form.getValues().lines, date);
  };
  const payment = mode.kind === 'payment' || mode.kind === 'edit_payment';
  const kind = payment ? null : KINDS[mode.income];
  const credit = kind?.paymentType === 'CREDITO';
  return (
    <PaymentFields
      variant={payment ? 'abono' : credit && mode.kind === 'create' ? 'credit' : 'fixed'}
      date={values.date}
      onDate={changeDate}
      method={values.payment_method}
      onMethod={(method) => form.setFieldValue('payment_method', method)}
      amount={values.payment}
      onAmount={(digits) => form.setFieldValue('payment', digits === '' ? '' : Number(digits))}
      observations={values.observations}
      onObservations={(text) => form.setFieldValue('observations', text)}
      paymentType={kind?.paymentType}
      initialPayment={credit && mode.kind === 'edit' ? initialPayment : undefined}
      methodLocked={credit && mode.kind === 'edit'}
    >
      {!payment && <TotalBar total={wizard.total} />}
    </PaymentFields>
  );
}
