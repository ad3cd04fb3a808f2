import type { IncomeDetail } from '@cc/shared';
import { saleTotal } from '@cc/shared';
import type { UseFormReturnType } from '@mantine/form';
import { PaymentFields } from '../../../../components/document/PaymentFields.tsx';
import { paymentFieldsOf } from '../../../../components/document/payment-mode.ts';
import { TotalBar } from '../../../../components/document/TotalBar.tsx';
import { isPaymentMode } from '../../../../components/document/wizard-mode.ts';
import type { Message } from '../../../../components/MessageModal.tsx';
import type { FormMode } from '../../form/mode.ts';
import type { IncomeFormValues } from '../../form/values.ts';
import { useStockCheck } from './useStockCheck.ts';

type Props = {
  form: UseFormReturnType<IncomeFormValues>;
  mode: FormMode;
  notify: (message: Message) => void;
  /** The sale being edited or paid. */
  doc: IncomeDetail | null;
};

/**
 * Step 2 'Información de facturación'. A sale: date (not after today), the payment type and, for
 * cash and bank, the method — both fixed by the route —, a credit's optional initial payment with
 * its method, observations. An abono: date, method, value, observations.
 */
export function StepBilling({ form, mode, notify, doc }: Props) {
  const values = form.values;
  const { checkLines } = useStockCheck(notify);
  const payment = isPaymentMode(mode);
  // A sale draws only the stock that existed on its date: a new date checks the lines again.
  const changeDate = (date: string) => {
    form.setFieldValue('date', date);
    if (!payment && date) void checkLines(form.getValues().lines, date);
  };
  return (
    <PaymentFields
      {...paymentFieldsOf(mode, doc)}
      date={values.date}
      onDate={changeDate}
      method={values.payment_method}
      onMethod={(method) => form.setFieldValue('payment_method', method)}
      amount={values.payment}
      onAmount={(digits) => form.setFieldValue('payment', digits === '' ? '' : Number(digits))}
      observations={values.observations}
      onObservations={(text) => form.setFieldValue('observations', text)}
    >
      {!payment && <TotalBar total={saleTotal(values.lines)} testId="income-total" />}
    </PaymentFields>
  );
}
