import { INCOME_MSG } from '@cc/shared';
import { Paper } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Cargando } from '../../../components/Cargando.tsx';
import { initialPaymentOf } from '../../../components/credit/initial-payment.ts';
import { WizardFrame } from '../../../components/document/WizardFrame.tsx';
import { useLeaveGuard } from '../../../components/LeaveGuard.tsx';
import { NotFound } from '../../../components/NotFound.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useResultModal } from '../../../components/ResultModal.tsx';
import { useZeroValueConfirm, zeroValueNames } from '../../../components/ZeroValueConfirm.tsx';
import { useSingleSubmit } from '../../../lib/use-single-submit.ts';
import { PaymentContext } from '../components/wizard/PaymentContext.tsx';
import { StepBilling } from '../components/wizard/StepBilling.tsx';
import { StepClient } from '../components/wizard/StepClient.tsx';
import { StepProducts } from '../components/wizard/StepProducts.tsx';
import { LAST_STEP, STEP } from '../form/alerts.ts';
import { type FormMode, isPaymentMode, parseFormMode, returnPath } from '../form/mode.ts';
import { useFormSource } from '../form/useFormSource.ts';
import { useIncomeForm } from '../form/useIncomeForm.ts';
import { useSubmitIncome } from '../form/useSubmitIncome.ts';
import { KINDS } from '../kinds.ts';
import { INCOME_TEXT } from '../messages.ts';

/** '/income-form/:type[/:id[/:payment_id]]' (spec 2 §2): the sale wizard and the abono form. */
export function IncomeFormPage() {
  const { type, id, payment_id } = useParams();
  const mode = parseFormMode(type, id, payment_id);
  // Keyed by the path so moving between two forms starts from clean state.
  return mode ? <IncomeForm key={`${type}/${id}/${payment_id}`} mode={mode} /> : <NotFound />;
}

function titleOf(mode: FormMode, reference: string): string {
  switch (mode.kind) {
    case 'create':
      return KINDS[mode.income].formTitle;
    case 'edit':
      return INCOME_TEXT.editTitle(reference);
    case 'payment':
      return INCOME_TEXT.newPaymentTitle;
    case 'edit_payment':
      return INCOME_TEXT.editPaymentTitle(reference);
  }
}

function IncomeForm({ mode }: { mode: FormMode }) {
  const navigate = useNavigate();
  const wizard = useIncomeForm(mode);
  const source = useFormSource(mode);
  const { submit, pending } = useSubmitIncome(mode);
  const single = useSingleSubmit();
  const result = useResultModal();
  const zero = useZeroValueConfirm();
  const guard = useLeaveGuard(
    () => !isPaymentMode(mode) && wizard.form.getValues().lines.length > 0 && wizard.form.isDirty(),
  );
  const exit = returnPath(mode);

  // Edits start from the saved document, once.
  const loaded = useRef(false);
  const { load } = wizard;
  useEffect(() => {
    if (source.status !== 'ready' || loaded.current) return;
    loaded.current = true;
    if (source.values) load(source.values);
  }, [source, load]);

  if (source.status === 'missing') return <NotFound />;
  if (source.status === 'loading') return <Cargando />;

  const alert = (text: string) => result.show({ title: INCOME_MSG.alertTitle, text, tone: 'error' });
  const payment = isPaymentMode(mode);
  const cashOrBank = !payment && KINDS[mode.income].paymentType === 'CONTADO';
  const walkIn = !cashOrBank ? 'none' : mode.kind === 'create' ? 'default' : 'offer';

  const onSubmit = async () => {
    if (wizard.step === STEP.products && !wizard.locked) {
      zero.ask(zeroValueNames(wizard.form.getValues().lines), () => {
        const text = wizard.next();
        if (text) alert(text);
      });
      return;
    }
    if (wizard.step < LAST_STEP) {
      const text = wizard.next();
      if (text) alert(text);
      return;
    }
    const text = wizard.checkAll();
    if (text) return alert(text);
    await send();
  };
  const send = single.guard(async () => {
    const outcome = await submit(wizard.form.getValues(), { reference: source.reference });
    if (outcome.leave) guard.done();
    result.show(outcome, outcome.leave ? exit : null);
    return outcome.leave;
  });

  const onBack = () => (payment ? navigate(exit) : wizard.back());

  return (
    <>
      <PageHeader title={titleOf(mode, source.reference)} backTo={exit} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={860} mx="auto">
        <WizardFrame
          header={payment && source.income && <PaymentContext income={source.income} />}
          steps={payment ? undefined : INCOME_TEXT.steps}
          active={wizard.step}
          stepTitleTestId="income-step-title"
          showBack={payment || wizard.step > STEP.products}
          last={wizard.step === LAST_STEP}
          sending={pending || single.sending}
          locked={single.locked}
          onBack={onBack}
          onSubmit={() => void onSubmit()}
        >
          {wizard.step === STEP.products && <StepProducts wizard={wizard} notify={result.show} />}
          {wizard.step === STEP.client && <StepClient wizard={wizard} notify={result.show} walkIn={walkIn} />}
          {wizard.step === STEP.billing && (
            <StepBilling
              wizard={wizard}
              mode={mode}
              notify={result.show}
              initialPayment={source.income ? initialPaymentOf(source.income.payments) : null}
            />
          )}
        </WizardFrame>
      </Paper>
      {result.modal}
      {zero.modal}
      {guard.modal}
      <Cargando visible={pending || single.sending} />
    </>
  );
}
