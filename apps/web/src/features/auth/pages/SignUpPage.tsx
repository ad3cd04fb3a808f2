import { MSG } from '@cc/shared';
import { Box, Button, Group, Stepper, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { authApi } from '../../../api/auth.ts';
import { Cargando } from '../../../components/Cargando.tsx';
import { errorLines, hasFieldError } from '../../../components/errors.ts';
import { type Message, MessageModal } from '../../../components/MessageModal.tsx';
import { UI_TEXT } from '../../../components/messages.ts';
import type { AltchaHandle } from '../components/AltchaWidget.tsx';
import { AuthFooterLink } from '../components/AuthFields.tsx';
import { AuthPanel, authClasses } from '../components/AuthPanel.tsx';
import { StepCommercial } from '../components/signup/StepCommercial.tsx';
import { StepContact } from '../components/signup/StepContact.tsx';
import { StepPersonal } from '../components/signup/StepPersonal.tsx';
import { StepTerms } from '../components/signup/StepTerms.tsx';
import { StepUser } from '../components/signup/StepUser.tsx';
import { TermsModal } from '../components/TermsModal.tsx';
import { AUTH_TEXT, genericFailure } from '../messages.ts';
import { openSession } from '../open-session.ts';
import {
  firstRuleFailure,
  initialSignUpValues,
  LAST_STEP,
  requiredRules,
  type SignUpValues,
  STEPS,
  stepOf,
  toRegisterPayload,
} from '../signup.ts';
import classes from './SignUpPage.module.css';

const T = AUTH_TEXT.signUp;

/** What closing the modal does: go to a step, or after success to where the new session lands. */
type Pending = Message & { afterClose?: { step?: number; goTo?: string; resetCaptcha?: boolean } };

/** '/sign-up': the five-step registration wizard (docs/product/1-account.md §2, §4, §5, §8). */
export function SignUpPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mobile = useMediaQuery('(max-width: 47.99em)');
  const [step, setStep] = useState(0);
  const [message, setMessage] = useState<Pending | null>(null);
  const [termsOpen, setTermsOpen] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const captchaRef = useRef<AltchaHandle>(null);

  const form = useForm<SignUpValues>({
    mode: 'controlled',
    initialValues: initialSignUpValues,
    validate: requiredRules,
    validateInputOnBlur: true,
  });

  /** Required fields of one step, shown inline (focus on the first missing); true when all are filled. */
  const stepIsFilled = (index: number): boolean => {
    const fields = STEPS[index]?.fields ?? [];
    const missing = fields.filter((field) => form.validateField(field).hasError);
    if (missing[0]) form.getInputNode(missing[0])?.focus();
    return missing.length === 0;
  };

  const next = () => {
    if (!stepIsFilled(step)) return;
    const failure = firstRuleFailure(form.getValues(), step);
    if (failure) {
      setMessage({
        title: failure.title,
        text: failure.text,
        tone: 'error',
        afterClose: { step: failure.step },
      });
      return;
    }
    setStep((s) => Math.min(s + 1, LAST_STEP));
  };

  const back = () => setStep((s) => Math.max(s - 1, 0));

  const submit = async () => {
    const { hasErrors, errors } = form.validate();
    if (hasErrors) {
      const firstField = Object.keys(errors)[0] as keyof SignUpValues | undefined;
      if (firstField) {
        setStep(stepOf(firstField));
        // The step's inputs mount on the next render.
        setTimeout(() => form.getInputNode(firstField)?.focus(), 0);
      }
      return;
    }
    const values = form.getValues();
    const failure = firstRuleFailure(values);
    if (failure) {
      setMessage({
        title: failure.title,
        text: failure.text,
        tone: 'error',
        afterClose: { step: failure.step },
      });
      return;
    }

    setSubmitting(true);
    const result = await authApi.register(toRegisterPayload(values, captcha));
    if (result.ok) {
      // The server has created the free trial (plan 4, active, two years) and the session in the
      // same transaction as the account: the new user lands where a login would, signed in. An
      // answer without a session (a server from before issue 30) still leaves the login.
      const goTo = result.data?.access_token ? await openSession(queryClient, result.data) : '/login';
      setSubmitting(false);
      setMessage({
        title: MSG.register.success.title,
        text: MSG.register.success.text,
        tone: 'success',
        afterClose: { goTo },
      });
      return;
    }

    setSubmitting(false);
    const body = result.data;
    // The captcha answer is `400 {altcha: [...]}`; a solved payload stays valid after a
    // refusal for other fields, so only a captcha refusal asks the widget for a new one.
    const captchaRefused = result.status === 403 || hasFieldError(body, 'altcha', 'personal_data');
    if (captchaRefused) {
      setMessage({ ...MSG.register.captcha, tone: 'error', afterClose: { resetCaptcha: true } });
    } else if (result.status === 400 || result.status === 404) {
      const emailError = hasFieldError(body, 'email');
      const idError = hasFieldError(body, 'identification_number', 'identification_type');
      setMessage({
        title: MSG.register.failed,
        list: errorLines(body),
        tone: 'error',
        afterClose: { step: emailError ? 0 : idError ? 1 : undefined },
      });
    } else {
      setMessage({ ...genericFailure(result.status), afterClose: { resetCaptcha: true } });
    }
  };

  const closeMessage = () => {
    const after = message?.afterClose;
    setMessage(null);
    if (after?.goTo) {
      navigate(after.goTo, { replace: after.goTo !== '/login' });
      return;
    }
    if (after?.step !== undefined) setStep(after.step);
    if (after?.resetCaptcha) captchaRef.current?.reset();
  };

  const current = STEPS[step];

  // A new step moves the focus to its title: a screen reader announces the step, and Tab goes on
  // to its first field instead of from the 'Siguiente' button of the step left behind.
  const stepTitle = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepTitle.current?.focus();
  }, [step]);

  return (
    <AuthPanel title={T.title} width={600}>
      <Stepper
        active={step}
        size="xs"
        iconSize={mobile ? 28 : 32}
        allowNextStepsSelect={false}
        classNames={{ root: classes.stepper }}
        mb="lg"
      >
        {/* Numbers only: five labels do not fit; the row below names the current step. */}
        {/* Named with the number they show, then the step (WCAG 2.5.3: the visible text is in the name). */}
        {STEPS.map((s, i) => (
          <Stepper.Step key={s.label} aria-label={`${i + 1} ${s.description}`} />
        ))}
      </Stepper>

      <Group justify="space-between" mb="md" wrap="nowrap">
        <Text
          component="h2"
          ref={stepTitle}
          tabIndex={-1}
          m={0}
          fw={700}
          size="lg"
          c="white"
          data-testid="signup-step-title"
          style={{ outlineOffset: 4 }}
        >
          {current?.description}
        </Text>
        <Text size="sm" className={authClasses.muted} style={{ whiteSpace: 'nowrap' }}>
          {T.step(step + 1, STEPS.length)}
        </Text>
      </Group>

      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (step === LAST_STEP) void submit();
          else next();
        }}
      >
        {step === 0 && <StepUser form={form} />}
        {step === 1 && <StepPersonal form={form} />}
        {step === 2 && <StepCommercial form={form} />}
        {step === 3 && <StepContact form={form} />}
        {step === 4 && (
          <StepTerms
            form={form}
            onOpenTerms={() => setTermsOpen(true)}
            onCaptcha={setCaptcha}
            captchaRef={captchaRef}
          />
        )}

        <Group justify="space-between" mt="xl" gap="sm" wrap="nowrap">
          {step > 0 ? (
            <Button variant="outline" color="white" size="md" onClick={back} className={classes.back}>
              {UI_TEXT.back}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" variant="white" size="md" loading={submitting} className={classes.next}>
            {step === LAST_STEP ? T.submit : UI_TEXT.next}
          </Button>
        </Group>
      </form>

      <Box mt="xl">
        <AuthFooterLink prompt={T.haveAccount} to="/login" label={AUTH_TEXT.loginLink} />
      </Box>

      <TermsModal opened={termsOpen} onClose={() => setTermsOpen(false)} />
      <MessageModal message={message} onClose={closeMessage} />
      <Cargando visible={submitting} />
    </AuthPanel>
  );
}
