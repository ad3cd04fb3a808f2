import { Paper } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSingleSubmit } from '../../lib/use-single-submit.ts';
import { Cargando } from '../Cargando.tsx';
import { useLeaveGuard } from '../LeaveGuard.tsx';
import { useResultModal } from '../ResultModal.tsx';
import { useZeroValueConfirm } from '../ZeroValueConfirm.tsx';
import { useLeave } from './useLeave.ts';
import { useWizardSave } from './useWizardSave.ts';
import { WizardFrame } from './WizardFrame.tsx';
import { firstAlert, wizardAlert } from './wizard-alerts.ts';
import type { AnyWizardConfig, WizardContext } from './wizard-config.ts';
import type { DocumentMode } from './wizard-mode.ts';

type Values = { date: string; payment_method: string | null; [field: string]: unknown };

type Props = {
  config: AnyWizardConfig;
  mode: DocumentMode;
  /** The loaded document (or a reminder's expense), null on a plain create. */
  doc: unknown;
  /** '0007' or '0007-02': what the titles and success texts name. */
  reference: string;
  initial: Values;
};

/**
 * The steps of a document form once its data is here: 'Siguiente' checks the step with the shared
 * schema (and asks about lines worth $ 0), 'Enviar' checks every step and saves once; the result
 * modal's 'Aceptar' leaves after a save. Leaving a form with lines asks first.
 */
export function WizardForm({ config, mode, doc, reference, initial }: Props) {
  const navigate = useNavigate();
  const exit = config.exit(mode);
  const historyLeave = useLeave(exit);
  const leave = config.leaveByHistory ? historyLeave : () => navigate(exit);
  const form = useForm<Values>({ mode: 'controlled', initialValues: initial });
  const steps = config.steps(mode);
  const [step, setStep] = useState(0);
  const result = useResultModal();
  const zero = useZeroValueConfirm(config.texts.zeroValue);
  const single = useSingleSubmit();
  const { save, pending } = useWizardSave(config, mode, doc);
  const guard = useLeaveGuard(() => config.hasWork?.(mode, form) ?? false);
  const last = step === steps.length - 1;

  const alert = (text: string) => result.show({ title: config.texts.alertTitle, text, tone: 'error' });
  const onSubmit = () => {
    const values = form.getValues();
    if (!last) {
      const text = wizardAlert(config, mode, steps, values, step);
      if (text) return alert(text);
      // Issue 10: a line worth $ 0 (a gift) is allowed, but never by accident.
      return zero.ask(steps[step]?.zeroNames?.(values) ?? [], () => setStep(step + 1));
    }
    const failed = firstAlert(config, mode, steps, values);
    if (failed) {
      setStep(failed.step);
      return alert(failed.text);
    }
    void send(values);
  };
  const send = single.guard(async (values: Values) => {
    const outcome = await save(values, reference);
    if (outcome.leave) guard.done();
    result.show(outcome, outcome.leave ? (config.leaveByHistory ? historyLeave : exit) : null);
    return outcome.leave;
  });

  const ctx: WizardContext<DocumentMode, Values, unknown> = { mode, form, doc, notify: result.show, alert };
  const current = steps[step];
  return (
    <>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={860} mx="auto">
        <WizardFrame
          header={config.header?.(mode, doc)}
          steps={steps.length > 1 ? steps.map((s) => s.label) : undefined}
          active={step}
          stepTitleTestId={config.texts.stepTitleTestId}
          labels={config.texts.nav}
          showBack={step > 0 || steps.length === 1 || config.backOnFirst === true}
          last={last}
          sending={pending || single.sending}
          locked={single.locked}
          onBack={() => (step > 0 ? setStep(step - 1) : leave())}
          onSubmit={onSubmit}
        >
          {current?.render(ctx)}
        </WizardFrame>
      </Paper>
      {result.modal}
      {zero.modal}
      {guard.modal}
      <Cargando visible={pending || single.sending} />
    </>
  );
}
