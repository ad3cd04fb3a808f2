import { SHOPPING_MSG } from '@cc/shared';
import { Paper } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { ApiResult } from '../../../api/client.ts';
import { Cargando } from '../../../components/Cargando.tsx';
import { initialPaymentOf } from '../../../components/credit/initial-payment.ts';
import { PaymentFields } from '../../../components/document/PaymentFields.tsx';
import { WizardFrame } from '../../../components/document/WizardFrame.tsx';
import { useLeaveGuard } from '../../../components/LeaveGuard.tsx';
import type { Message } from '../../../components/MessageModal.tsx';
import { NotFound } from '../../../components/NotFound.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useResultModal } from '../../../components/ResultModal.tsx';
import { useZeroValueConfirm } from '../../../components/ZeroValueConfirm.tsx';
import { paymentKindOf } from '../../../lib/payment-methods.ts';
import { useSingleSubmit } from '../../../lib/use-single-submit.ts';
import { saveFailure } from '../../income/messages.ts';
import { StepLines } from '../components/StepLines.tsx';
import { StepProvider } from '../components/StepProvider.tsx';
import { LAST_STEP, STEP } from '../form/alerts.ts';
import { type FormMode, isPaymentMode, parseFormMode, returnPath } from '../form/mode.ts';
import { useShoppingForm } from '../form/useShoppingForm.ts';
import {
  createPayload,
  fromPayment,
  fromShopping,
  paymentPayload,
  updatePayload,
  zeroSaleNames,
} from '../form/values.ts';
import { CATEGORY_LABELS, categoryKeyOf, KINDS, METHOD_LABELS, SHOPPING_TEXT } from '../kinds.ts';
import {
  useCreateShopping,
  useCreateShoppingPayment,
  useUpdateShopping,
  useUpdateShoppingPayment,
} from '../mutations.ts';
import { shoppingQueries } from '../queries.ts';

/** '/shopping-form/:type/:category[/:id[/:payment_id]]' (spec 2 §2): the purchase wizard and the abono form. */
export default function ShoppingFormPage() {
  const { type, category, id, payment_id } = useParams();
  const mode = parseFormMode(type, category, id, payment_id);
  return mode ? <ShoppingForm key={`${type}/${category}/${id}/${payment_id}`} mode={mode} /> : <NotFound />;
}

function titleOf(mode: FormMode, reference: string): string {
  switch (mode.kind) {
    case 'create':
      return `${KINDS[mode.shopping].formTitle} · ${CATEGORY_LABELS[mode.category]}`;
    case 'edit':
      return SHOPPING_TEXT.editTitle(reference);
    case 'payment':
      return SHOPPING_TEXT.newPaymentTitle;
    case 'edit_payment':
      return SHOPPING_TEXT.editPaymentTitle(reference);
  }
}

const fail = (result: ApiResult<unknown>, t: { title: string; text: string }): Message =>
  saveFailure(result, t.title, t.text);

function ShoppingForm({ mode }: { mode: FormMode }) {
  const navigate = useNavigate();
  const result = useResultModal();
  const zero = useZeroValueConfirm(SHOPPING_TEXT.zeroSale);
  const exit = returnPath(mode);
  const payment = isPaymentMode(mode);
  const hasDoc = mode.kind !== 'create';
  const doc = useQuery({ ...shoppingQueries.detail(hasDoc ? mode.id : 0), enabled: hasDoc });
  const paymentDoc = useQuery({
    ...shoppingQueries.payment(hasDoc ? mode.id : 0, mode.kind === 'edit_payment' ? mode.paymentId : 0),
    enabled: mode.kind === 'edit_payment',
  });
  const wizard = useShoppingForm(mode);
  const { values, set, step } = wizard;
  const guard = useLeaveGuard(() => mode.kind === 'create' && wizard.form.getValues().lines.length > 0);

  const create = useCreateShopping();
  const update = useUpdateShopping();
  const createPayment = useCreateShoppingPayment();
  const updatePayment = useUpdateShoppingPayment();
  const single = useSingleSubmit();
  const pending =
    single.sending ||
    create.isPending ||
    update.isPending ||
    createPayment.isPending ||
    updatePayment.isPending;

  // Edits start from the saved document (or abono), once.
  const loaded = useRef(false);
  const { load } = wizard;
  useEffect(() => {
    if (loaded.current) return;
    if (mode.kind === 'edit' && doc.data) {
      loaded.current = true;
      load(fromShopping(doc.data));
    } else if (mode.kind === 'edit_payment' && paymentDoc.data) {
      loaded.current = true;
      load(fromPayment(paymentDoc.data));
    }
  }, [mode.kind, doc.data, paymentDoc.data, load]);

  if (doc.isError || paymentDoc.isError) return <NotFound />;
  if ((hasDoc && !doc.data) || (mode.kind === 'edit_payment' && !paymentDoc.data)) return <Cargando />;
  if (doc.data?.deleted || (payment && doc.data?.payment_type !== 'CREDITO')) return <NotFound />;
  // The path names the purchase's kind and category: another one would silently change it.
  if (
    mode.kind === 'edit' &&
    doc.data &&
    (paymentKindOf(doc.data) !== mode.shopping || categoryKeyOf(doc.data.category.id) !== mode.category)
  ) {
    return <NotFound />;
  }

  const credit = mode.kind === 'create' || mode.kind === 'edit' ? mode.shopping === 'credit' : true;
  const reference =
    mode.kind === 'edit_payment' ? (paymentDoc.data?.reference ?? '') : (doc.data?.reference ?? '');
  const alert = (text: string) => result.show({ title: SHOPPING_MSG.alertTitle, text, tone: 'error' });

  const send = async (): Promise<Message & { leave: boolean }> => {
    const methodWord = values.payment_method ? METHOD_LABELS[values.payment_method].toLowerCase() : '';
    switch (mode.kind) {
      case 'create': {
        const r = await create.mutateAsync(createPayload(mode.shopping, mode.category, values));
        if (r.ok) return { title: SHOPPING_MSG.created.title, tone: 'success', leave: true };
        return { ...fail(r, SHOPPING_MSG.createFailed), leave: false };
      }
      case 'edit': {
        const r = await update.mutateAsync({
          id: mode.id,
          body: updatePayload(mode.shopping, mode.category, values),
        });
        if (r.ok) return { title: SHOPPING_MSG.updated.title, tone: 'success', leave: true };
        return { ...fail(r, SHOPPING_MSG.updateFailed), leave: false };
      }
      case 'payment': {
        const r = await createPayment.mutateAsync({ id: mode.id, body: paymentPayload(values) });
        if (r.ok) {
          return {
            title: SHOPPING_MSG.paymentCreated.title,
            text: SHOPPING_MSG.paymentCreated.text(methodWord),
            tone: 'success',
            leave: true,
          };
        }
        const t = SHOPPING_MSG.paymentCreateFailed;
        return { ...fail(r, { title: t.title, text: t.text(methodWord) }), leave: false };
      }
      case 'edit_payment': {
        const r = await updatePayment.mutateAsync({
          id: mode.id,
          paymentId: mode.paymentId,
          body: paymentPayload(values),
        });
        if (r.ok) {
          return {
            title: SHOPPING_MSG.paymentUpdated.title,
            text: SHOPPING_MSG.paymentUpdated.text(reference),
            tone: 'success',
            leave: true,
          };
        }
        return { ...fail(r, SHOPPING_MSG.updateFailed), leave: false };
      }
    }
  };

  const onSubmit = async () => {
    const text = wizard.check();
    if (text) return alert(text);
    // Issue 10: a product bought to sell at $ 0 (a gift) is allowed, but never by accident.
    if (!payment && step === STEP.lines) return zero.ask(zeroSaleNames(values.lines), wizard.next);
    if (!payment && step < LAST_STEP) return wizard.next();
    await sendOnce();
  };
  const sendOnce = single.guard(async () => {
    const outcome = await send();
    if (outcome.leave) guard.done();
    result.show(outcome, outcome.leave ? exit : null);
    return outcome.leave;
  });

  return (
    <>
      <PageHeader title={titleOf(mode, reference)} backTo={exit} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={860} mx="auto">
        <WizardFrame
          steps={payment ? undefined : SHOPPING_TEXT.steps}
          active={step}
          showBack={payment || step > 0}
          last={step === LAST_STEP}
          sending={pending}
          locked={single.locked}
          onBack={() => (payment ? navigate(exit) : wizard.back())}
          onSubmit={() => void onSubmit()}
        >
          {step === 0 && mode.kind !== 'payment' && mode.kind !== 'edit_payment' && (
            <StepLines
              category={mode.category}
              lines={values.lines}
              onChange={(lines) => set({ lines })}
              alert={alert}
            />
          )}
          {step === 1 && (
            <StepProvider
              provider={values.provider}
              onChange={(provider) => set({ provider })}
              notify={result.show}
            />
          )}
          {step === 2 && (
            <PaymentFields
              variant={payment ? 'abono' : credit && mode.kind === 'create' ? 'credit' : 'fixed'}
              date={values.date}
              onDate={(date) => set({ date })}
              method={values.payment_method}
              onMethod={(payment_method) => set({ payment_method })}
              amount={values.payment}
              onAmount={(digits) => set({ payment: digits })}
              observations={values.observations}
              onObservations={(observations) => set({ observations })}
              paymentType={payment ? undefined : KINDS[mode.shopping].paymentType}
              initialPayment={
                credit && mode.kind === 'edit' && doc.data ? initialPaymentOf(doc.data.payments) : undefined
              }
              methodLocked={credit && mode.kind === 'edit'}
            />
          )}
        </WizardFrame>
      </Paper>
      {guard.modal}
      {result.modal}
      {zero.modal}
      <Cargando visible={pending} />
    </>
  );
}
