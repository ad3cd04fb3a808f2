import type { UseFormReturnType } from '@mantine/form';
import type { UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Params } from 'react-router';
import type { ApiResult } from '../../api/client.ts';
import type { Message } from '../MessageModal.tsx';
import type { ZeroValueTexts } from '../ZeroValueConfirm.tsx';
import type { Parsed } from './step-alert.ts';
import type { DocumentMode, ModeTitles } from './wizard-mode.ts';

/** What a step's render gets: the form and where it came from. */
export type WizardContext<M, V, D> = {
  mode: M;
  form: UseFormReturnType<V>;
  /** The document being edited or paid (or a reminder's expense); null on a plain create. */
  doc: D | null;
  /** A result modal (a lookup's 'No encontrado', a refused stock check). */
  notify: (message: Message) => void;
  /** An '¡Alerta!' modal with this text. */
  alert: (text: string) => void;
};

/** One step of a wizard. */
export type WizardStep<M, V, D> = {
  /** The stepper's label, and the phone's title of the step. */
  label: string;
  /**
   * The payload's top-level fields this step shows: an issue of the shared schema is this step's
   * '¡Alerta!' when its path starts with one of them (the last step takes the rest). On a one-step
   * form (the abono) it is also the order the alerts come in: the order the fields are shown.
   */
  fields: readonly string[];
  /** The names of the lines worth $ 0 (issue 10): leaving the step asks about them first. */
  zeroNames?: (values: V) => string[];
  render: (ctx: WizardContext<M, V, D>) => ReactNode;
};

// biome-ignore lint/suspicious/noExplicitAny: each module's query keys are their own tuple types.
type Query<T> = UseQueryOptions<T, Error, T, any>;
type Write<B> = () => { mutateAsync: (body: B) => Promise<ApiResult<unknown>>; isPending: boolean };

/** A success text: a title, or a title and a text (that may name the reference or the method). */
export type SaidText = string | { title: string; text?: string | ((arg: string) => string) };
export type FailedText = { title: string; text: string | ((arg: string) => string) };

/** The texts a save answers with (docs/product/2-inventory-income-purchases.md §8, docs/product/3-expenses-reports.md §8): a module's `*_MSG` has them all. */
export type SaveTexts = {
  created: SaidText;
  updated: SaidText;
  paymentCreated: SaidText;
  paymentUpdated: SaidText;
  createFailed: FailedText;
  updateFailed: FailedText;
  paymentCreateFailed: FailedText;
};

/**
 * A document kind's wizard (ADR 025 'Web'): everything `DocumentWizard` needs to serve its form
 * route — how the route reads, what it loads, its steps per mode, its payloads and texts.
 */
export type WizardConfig<
  M extends DocumentMode,
  V extends { date: string; payment_method: string | null },
  D extends { reference: string },
  P extends { reference: string },
  C,
  U,
  PC,
> = {
  /** The route's params as a mode; null answers 404. */
  parse: (params: Readonly<Params>, search: URLSearchParams) => M | null;
  /** The document to load, if any (default: the edited or paid one). */
  sourceId?: (mode: M) => number | null;
  detail: (id: number) => Query<D>;
  payment: (id: number, paymentId: number) => Query<P>;
  /** False: the route names another kind (or a non-credit for an abono) — a 404, never a silent change. */
  accepts: (mode: M, doc: D) => boolean;
  /** The form's first values: from the loaded document or abono, or a new one's. */
  values: (mode: M, doc: D | null, payment: P | null) => V;
  titles: ModeTitles<M>;
  /** Where 'Regresar' on the first step and a saved form lead. */
  exit: (mode: M) => string;
  /** Go back in the history instead of to `exit` (docs/product/3-expenses-reports.md §2 'returns to the previous route'). */
  leaveByHistory?: boolean;
  /** Also 'Regresar' on the first step of a document (the expense form's leads out). */
  backOnFirst?: boolean;
  steps: (mode: M) => readonly WizardStep<M, V, D>[];
  /** The payload checked with the shared zod schema the API uses. */
  check: (mode: M, values: V) => Parsed;
  /** Held lines: leaving asks first (issue 10 item 7). */
  hasWork?: (mode: M, form: UseFormReturnType<V>) => boolean;
  /** Above the stepper (an abono's credit). */
  header?: (mode: M, doc: D | null) => ReactNode;
  /** Under a create's success text, given what the server saved (a credit sale's WhatsApp share). */
  created?: (saved: D) => ReactNode;
  /** The module's write hooks (`documentData(…).mutations`). */
  mutations: {
    useCreate: Write<C>;
    useUpdate: Write<{ id: number; body: U }>;
    useCreatePayment: Write<{ id: number; body: PC }>;
    useUpdatePayment: Write<{ id: number; paymentId: number; body: PC }>;
  };
  payloads: {
    create: (mode: Extract<M, { kind: 'create' }>, values: V) => C;
    update: (mode: Extract<M, { kind: 'edit' }>, values: V, doc: D | null) => U;
    payment: (values: V) => PC;
  };
  texts: {
    alertTitle: string;
    futureDate: string;
    zeroValue?: ZeroValueTexts;
    nav?: { back: string; next: string; send: string };
    stepTitleTestId?: string;
    saved: SaveTexts;
    /** A refused save as a modal (default: the server's 400 list, else the generic text). */
    failure?: (result: ApiResult<unknown>, texts: { title: string; text: string }) => Message;
  };
};

// biome-ignore lint/suspicious/noExplicitAny: a registry of configs of different value types.
export type AnyWizardConfig = WizardConfig<any, any, any, any, any, any, any>;
