import { PAYMENT_METHOD_LABEL, PAYMENT_TYPE_LABEL, padNumber, paymentReference } from '@cc/shared';
import { XLSX_MIME, type XlsxColumn, xlsxStream } from '../../lib/xlsx.ts';
import type { CreditDocRow, CreditPaymentRow } from './credit-book.ts';
import { mapBatches, mergeByDate } from './export-batches.ts';
import { CREDIT_EXPORT_TEXT as T } from './texts.ts';

type Movement<E> = {
  reference: string;
  kind: string;
  date: string;
  paymentType: string;
  paymentMethod: string;
  value: number;
  paid: number | null;
  balance: number | null;
  status: string;
  observations: string;
  extra: E;
};

/** What a download reads of a document: no owner (the query filters by it). */
export type ExportDoc = Omit<CreditDocRow, 'userId'> & { observations: string };
/** What a download reads of a payment: no id, no owner. */
export type ExportPayment = Omit<CreditPaymentRow, 'id' | 'userId' | 'isInitial'>;
/** What a payment's row shows of its document: a download reads no more of it (ADR 030). */
export type PaymentDoc = Pick<ExportDoc, 'id' | 'number' | 'paymentType'>;

export type CreditExport<E> = {
  sheetName: string;
  fileName: string;
  /** 'Ingreso', 'Compra', 'Gasto': what the Registro column says of a document row. */
  docKind: string;
  /** Status of a settled row: 'Activo' for sales and purchases, 'Pagado' for expenses. */
  settledStatus: string;
  msg: { voidedTag: string; finishedTag: string };
  /** The module's own columns after Fecha (client, provider, category, description…). */
  partyColumns: XlsxColumn<E>[];
  /** Columns between Estado and Observaciones (the expense's 'Recordar'). */
  trailingColumns?: XlsxColumn<E>[];
};

const lift = <E>(columns: XlsxColumn<E>[] = []): XlsxColumn<Movement<E>>[] =>
  columns.map((c) => ({ ...c, value: (r: Movement<E>) => c.value(r.extra) }));

export type ExportDocRow<E> = { doc: ExportDoc; extra: E };
export type ExportPaymentRow<E> = { payment: ExportPayment; doc: PaymentDoc; extra: E };

/**
 * The download of a credit module ('Reporte - Mis Ingresos.xlsx' and its siblings): every document
 * and every payment on a credit, one row each, in date order — a payment after the documents of
 * its day. Voided ones are kept, marked 'Anulado'. Both inputs come in batches in query order
 * (date, number[, ordinal]) and the file is streamed as they are read (lib/xlsx.ts).
 */
export function buildCreditExport<E>(
  opts: CreditExport<E>,
  docs: AsyncIterable<ExportDocRow<E>[]>,
  payments: AsyncIterable<ExportPaymentRow<E>[]>,
) {
  const { msg } = opts;
  const docStatus = (d: ExportDoc) =>
    d.deleted
      ? msg.voidedTag
      : d.paymentType === 'CONTADO'
        ? opts.settledStatus
        : d.paidOut
          ? msg.finishedTag
          : T.pending;
  const docRow = ({ doc, extra }: ExportDocRow<E>): Movement<E> => ({
    reference: padNumber(doc.number),
    kind: opts.docKind,
    date: doc.date,
    paymentType: PAYMENT_TYPE_LABEL[doc.paymentType],
    paymentMethod: doc.paymentMethod ? PAYMENT_METHOD_LABEL[doc.paymentMethod] : '',
    value: doc.value,
    paid: doc.payment,
    balance: doc.value - doc.payment,
    status: docStatus(doc),
    observations: doc.observations,
    extra,
  });
  const paymentRow = ({ payment, doc, extra }: ExportPaymentRow<E>): Movement<E> => ({
    reference: paymentReference(doc.number, payment.ordinal),
    kind: T.payment,
    date: payment.date,
    paymentType: PAYMENT_TYPE_LABEL[doc.paymentType],
    paymentMethod: PAYMENT_METHOD_LABEL[payment.paymentMethod],
    value: payment.value,
    paid: null,
    balance: null,
    status: payment.deleted ? msg.voidedTag : opts.settledStatus,
    observations: payment.observations,
    extra,
  });
  const columns: XlsxColumn<Movement<E>>[] = [
    { header: T.column.number, width: 10, unique: true, value: (r) => r.reference },
    { header: T.column.kind, width: 10, value: (r) => r.kind },
    { header: T.column.date, width: 12, kind: 'date', value: (r) => r.date },
    ...lift(opts.partyColumns),
    { header: T.column.paymentType, width: 13, value: (r) => r.paymentType },
    { header: T.column.paymentMethod, width: 15, value: (r) => r.paymentMethod },
    { header: T.column.value, width: 15, kind: 'money', value: (r) => r.value },
    { header: T.column.paid, width: 15, kind: 'money', value: (r) => r.paid },
    { header: T.column.balance, width: 15, kind: 'money', value: (r) => r.balance },
    { header: T.column.status, width: 12, value: (r) => r.status },
    ...lift(opts.trailingColumns),
    { header: T.column.observations, width: 40, value: (r) => r.observations },
  ];
  // Same day → documents before payments, each in their query order.
  const rows = mergeByDate(mapBatches(docs, docRow), mapBatches(payments, paymentRow));
  const body = xlsxStream({ sheetName: opts.sheetName, columns, batches: rows });
  return { name: opts.fileName, type: XLSX_MIME, body };
}
