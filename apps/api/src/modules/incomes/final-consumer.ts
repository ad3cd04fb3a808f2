import {
  type ClientRecord,
  FINAL_CONSUMER,
  isFinalConsumerDocument,
  type PaymentType,
  PHONE_MSG,
} from '@cc/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { documentTypes } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { findClientByDocument, saveClient } from './clients.ts';

/**
 * 'Consumidor final' (issue 10, decision 027): the walk-in buyer of DIAN's convention, one client
 * row per seller, created on first use by the same upsert a sale form does (so two first taps at
 * once still make one row).
 */
export async function finalConsumer(db: Db, userId: number, now: Date): Promise<ClientRecord> {
  const [docType] = await db
    .select({ id: documentTypes.id })
    .from(documentTypes)
    .where(eq(documentTypes.code, FINAL_CONSUMER.docTypeCode));
  if (!docType) throw new Error('document type CC not seeded');
  try {
    return await findClientByDocument(db, userId, docType.id, FINAL_CONSUMER.docNumber);
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode !== 404) throw error;
  }
  await db.transaction((tx) =>
    saveClient(
      tx,
      userId,
      { name: FINAL_CONSUMER.name, doc_type: docType.id, doc_number: FINAL_CONSUMER.docNumber },
      now,
    ),
  );
  return findClientByDocument(db, userId, docType.id, FINAL_CONSUMER.docNumber);
}

/** A credit is owed by someone: an edit cannot move a credit onto 'Consumidor final' either. */
export function assertCreditClient(type: PaymentType, client: { doc_number: string } | undefined): void {
  if (type === 'CREDITO' && client && isFinalConsumerDocument(client.doc_number)) {
    throw AppError.fields({ client: { doc_number: [PHONE_MSG.finalConsumer.creditRefused] } });
  }
}
