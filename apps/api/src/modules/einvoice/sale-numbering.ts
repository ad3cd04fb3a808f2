import { EINVOICE_MSG } from '@cc/shared';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { einvoiceDocuments, einvoiceSettings } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { posCeiling } from './document-amounts.ts';
import { recordPendingDocument, type TakenNumber, takeNumber } from './numbering.ts';

/** What a sale hands over to be numbered: its id, business date, value before taxes, and now. */
export type SaleToNumber = { incomeId: number; date: string; beforeTaxes: number; now: Date };

export type NumberedSale = TakenNumber & { documentId: number };

/** Whether the shop issues electronic documents: its set-up is saved and enabled. */
export async function einvoicingEnabled(tx: Tx, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ enabled: einvoiceSettings.enabled })
    .from(einvoiceSettings)
    .where(eq(einvoiceSettings.userId, userId));
  return row?.enabled === true;
}

/**
 * The number of the document a sale is due (issue 28 item 2): a documento equivalente POS (20)
 * when the sale is at most 5 UVT before taxes and a POS range in force that day has numbers left;
 * otherwise — above 5 UVT, or without a usable POS range — a factura electrónica (01). takeNumber's
 * refusal is a plain error thrown after its SELECT succeeded, so the transaction goes on to the
 * factura's range.
 */
/** A year without its UVT in the table (a sale of an older year) gets a factura, never a 500. */
function withinPosCeiling(sale: SaleToNumber): boolean {
  try {
    return sale.beforeTaxes <= posCeiling(Number(sale.date.slice(0, 4)));
  } catch {
    return false;
  }
}

async function takeSaleNumber(tx: Tx, userId: number, sale: SaleToNumber): Promise<TakenNumber> {
  if (withinPosCeiling(sale)) {
    try {
      return await takeNumber(tx, userId, '20', sale.date);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  return takeNumber(tx, userId, '01', sale.date);
}

/**
 * Called by the sale's writer inside the sale's own transaction: for a shop with electronic
 * invoicing enabled, takes the document's number under the resolution's lock and records the
 * pending document with the sale, so the number commits or rolls back with the sale (no gap, no
 * duplicate). Refuses the sale (400) when no resolution can number it. Null for a shop without
 * electronic invoicing: its sale is a 'Comprobante de venta'.
 */
export async function numberSale(tx: Tx, userId: number, sale: SaleToNumber): Promise<NumberedSale | null> {
  if (!(await einvoicingEnabled(tx, userId))) return null;
  const taken = await takeSaleNumber(tx, userId, sale);
  const documentId = await recordPendingDocument(tx, userId, taken, sale.incomeId, sale.now);
  return { ...taken, documentId };
}

/**
 * A sale with an electronic document is what that document says: editing or voiding it would
 * leave DIAN's copy behind (a nota crédito corrects it). Called by the sale's edit and void
 * writers in their transactions; refuses (400) with the document's number.
 */
export async function assertSaleUnlocked(tx: Tx, userId: number, incomeId: number): Promise<void> {
  const d = einvoiceDocuments;
  const [doc] = await tx
    .select({ prefix: d.prefix, number: d.number })
    .from(d)
    .where(and(eq(d.userId, userId), eq(d.incomeId, incomeId)))
    .limit(1);
  if (doc) throw AppError.rule(EINVOICE_MSG.saleLocked(`${doc.prefix}${doc.number}`));
}
