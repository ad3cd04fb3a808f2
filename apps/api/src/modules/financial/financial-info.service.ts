import {
  DUE_DATE_TEXT,
  FINANCIAL_MSG,
  type FinancialInfoDetail,
  type FinancialInfoRecord,
  type FinancialType,
  NIT_DOCUMENT_TYPE,
  type OpeningThirdParty,
  parseNit,
} from '@cc/shared';
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import {
  documentTypes,
  financialCategories,
  financialInfo,
  financialInfoPayments,
} from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import {
  capitalAccount,
  removeOpeningRecord,
  setOpeningRecord,
  type ThirdParty,
} from '../../ledger/index.ts';
import { today } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import { lockOpenInitialInfo } from '../../lib/initial-info-lock.ts';
import { type Page, pageOf } from '../../lib/route-params.ts';
import { findCategory } from './categories.service.ts';
import { takesPayments } from './opening-balance.ts';
import { toOpeningPayment } from './opening-payments.ts';
import { FINANCIAL_INFO_SOURCE, openingPosting } from './opening-posting.ts';

const UNIQUE = 'financial_info_user_category_uq';
const C = FINANCIAL_MSG.category;
const P = FINANCIAL_MSG.payments;

export type FinancialInfoInput = {
  category: number;
  value: number;
  financial_type: FinancialType;
  /** A liability's due date; absent or null: none (issue 23 item 5). */
  due_date?: string | null | undefined;
  third_party?: OpeningThirdParty | null | undefined;
};
export type FinancialInfoPatch = Partial<{
  [K in keyof FinancialInfoInput]: FinancialInfoInput[K] | undefined;
}>;

const columns = {
  id: financialInfo.id,
  categoryId: financialInfo.categoryId,
  categoryName: financialCategories.name,
  value: financialInfo.value,
  financialType: financialInfo.financialType,
  accountCode: financialCategories.accountCode,
  payment: financialInfo.payment,
  dueDate: financialInfo.dueDate,
  tpName: financialInfo.thirdPartyName,
  tpDocType: financialInfo.thirdPartyDocTypeId,
  tpDocNumber: financialInfo.thirdPartyDocNumber,
  tpDv: financialInfo.thirdPartyDv,
};
type Row = {
  id: number;
  categoryId: number;
  categoryName: string;
  value: number;
  financialType: FinancialType;
  accountCode: string | null;
  /** What the live abonos add up to (0 for records that take none). */
  payment: number;
  dueDate: string | null;
} & PartyColumns;

type PartyColumns = {
  tpName: string | null;
  tpDocType: number | null;
  tpDocNumber: string | null;
  tpDv: string | null;
};
const NO_PARTY: PartyColumns = { tpName: null, tpDocType: null, tpDocNumber: null, tpDv: null };

function toRecord(r: Row): FinancialInfoRecord {
  const settles = takesPayments(r.financialType, r.accountCode);
  const pending = settles ? r.value - r.payment : 0;
  return {
    id: r.id,
    category: { id: r.categoryId, name: r.categoryName },
    value: r.value,
    financial_type: r.financialType,
    takes_payments: settles,
    paid: settles ? r.payment : 0,
    pending,
    paid_out: settles && pending === 0,
    due_date: r.dueDate,
    ...(r.tpName !== null && r.tpDocType !== null
      ? {
          third_party: { name: r.tpName, doc_type: r.tpDocType, doc_number: r.tpDocNumber ?? '', dv: r.tpDv },
        }
      : {}),
  };
}

/** Only a liability falls due (ADR 039): an asset with a due date is refused. */
function checkDueDate(type: FinancialType, dueDate: string | null): void {
  if (dueDate !== null && type !== 'PASIVOS') throw AppError.field('due_date', DUE_DATE_TEXT.onlyLiabilities);
}

/** A patch that only sets the due date: allowed after the initial information is closed (no posting). */
const onlyDueDate = (patch: FinancialInfoPatch) =>
  patch.due_date !== undefined &&
  Object.entries(patch).every(([k, v]) => k === 'due_date' || v === undefined);

/**
 * The columns and the journal's third party of a record's optional third party: the document
 * type must exist, and a NIT's DV typed must be DIAN's (stored apart; else a 400 on the field).
 */
async function partyOf(
  tx: Tx,
  input: OpeningThirdParty | null | undefined,
): Promise<{ columns: PartyColumns; party: ThirdParty | null }> {
  if (!input) return { columns: NO_PARTY, party: null };
  const [doc] = await tx
    .select({ abbr: documentTypes.abbreviation })
    .from(documentTypes)
    .where(eq(documentTypes.id, input.doc_type));
  if (!doc) throw AppError.fields({ third_party: { doc_type: [FINANCIAL_MSG.thirdParty.docTypeInvalid] } });
  let number = input.doc_number;
  let dv: string | null = null;
  if (input.doc_type === NIT_DOCUMENT_TYPE) {
    const nit = parseNit(input.doc_number, input.dv);
    if ('error' in nit) throw AppError.fields({ third_party: { doc_number: [nit.error] } });
    [number, dv] = [nit.number, nit.dv];
  }
  return {
    columns: { tpName: input.name, tpDocType: input.doc_type, tpDocNumber: number, tpDv: dv },
    party: { name: input.name, document: `${doc.abbr} ${number}` },
  };
}

/** The stored third party as the journal names it, or null. */
async function storedParty(tx: Tx, r: PartyColumns): Promise<ThirdParty | null> {
  if (r.tpName === null || r.tpDocType === null) return null;
  const [doc] = await tx
    .select({ abbr: documentTypes.abbreviation })
    .from(documentTypes)
    .where(eq(documentTypes.id, r.tpDocType));
  return { name: r.tpName, document: `${doc?.abbr ?? ''} ${r.tpDocNumber ?? ''}`.trim() };
}

const partyValues = (c: PartyColumns) => ({
  thirdPartyName: c.tpName,
  thirdPartyDocTypeId: c.tpDocType,
  thirdPartyDocNumber: c.tpDocNumber,
  thirdPartyDv: c.tpDv,
});

function select(db: Executor) {
  return db
    .select(columns)
    .from(financialInfo)
    .innerJoin(financialCategories, eq(financialCategories.id, financialInfo.categoryId));
}

export async function listFinancialInfo(
  db: Executor,
  userId: number,
  type: FinancialType | undefined,
  page: Page,
): Promise<{ items: FinancialInfoRecord[]; total: number }> {
  const where = and(
    eq(financialInfo.userId, userId),
    type ? eq(financialInfo.financialType, type) : undefined,
  );
  const rows = await select(db)
    .where(where)
    .orderBy(desc(financialInfo.id))
    .limit(pageOf(page).limit)
    .offset(pageOf(page).offset);
  const [total] = await db.select({ n: count() }).from(financialInfo).where(where);
  return { items: rows.map(toRecord), total: total?.n ?? 0 };
}

/**
 * The user's record, else 404. `lock` first holds its row until the transaction ends, so an edit
 * computes its new values from the latest committed state. The lock is taken without the join:
 * Postgres re-checks a joined row after waiting with the old category row, and a concurrent
 * category change would make the record vanish (a false 404).
 */
async function findOwn(db: Executor, userId: number, id: number, lock = false): Promise<Row> {
  const own = and(eq(financialInfo.id, id), eq(financialInfo.userId, userId));
  if (lock) await db.select({ id: financialInfo.id }).from(financialInfo).where(own).for('update');
  const [row] = await select(db).where(own);
  if (!row) throw AppError.notFound();
  return row;
}

/** GET /api/financial_info/{id}/: the record and, for an opening balance, its abonos (oldest first). */
export async function getFinancialInfo(
  db: Executor,
  userId: number,
  id: number,
): Promise<FinancialInfoDetail> {
  const row = await findOwn(db, userId, id);
  const record = toRecord(row);
  const payments = await db
    .select()
    .from(financialInfoPayments)
    .where(and(eq(financialInfoPayments.userId, userId), eq(financialInfoPayments.financialInfoId, row.id)))
    .orderBy(asc(financialInfoPayments.ordinal));
  return { ...record, payments: payments.map((p) => toOpeningPayment(p, { paidOut: record.paid_out })) };
}

/**
 * While the initial information is open a record may still change, but not under its abonos: the
 * category and type stay (the abonos posted to its account) and the value not below what was paid.
 */
function checkPaymentsAllow(current: Row, next: FinancialInfoInput): void {
  if (current.payment === 0) return;
  if (next.category !== current.categoryId || next.financial_type !== current.financialType) {
    throw AppError.rule(P.categoryLocked);
  }
  if (next.value < current.payment) throw AppError.field('value', P.valueBelowPaid(current.payment));
}

/** The category must exist, apply to the type (ACTIVOS / PASIVOS) and post to an account. */
async function checkCategory(tx: Tx, categoryId: number, type: FinancialType) {
  const category = await findCategory(tx, categoryId);
  if (!category || category.appliesTo !== type || !category.accountCode) {
    throw AppError.fields({ category: [C.invalid] });
  }
  return { ...category, accountCode: category.accountCode };
}

/** One record per category and user (the unique index backs this up against races). */
async function checkNotTaken(tx: Tx, userId: number, categoryId: number, exceptId?: number): Promise<void> {
  const [taken] = await tx
    .select({ id: financialInfo.id })
    .from(financialInfo)
    .where(
      and(
        eq(financialInfo.userId, userId),
        eq(financialInfo.categoryId, categoryId),
        exceptId === undefined ? undefined : ne(financialInfo.id, exceptId),
      ),
    );
  if (taken) throw AppError.fields({ category: [C.duplicate] });
}

/** Runs a write; a unique violation that slipped past checkNotTaken is the same duplicate answer. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, UNIQUE)) throw AppError.fields({ category: [C.duplicate] });
    throw error;
  }
}

/** Creates an initial asset or liability and posts its opening balance, in one transaction. */
export function createFinancialInfo(
  deps: AppDeps,
  userId: number,
  input: FinancialInfoInput,
): Promise<FinancialInfoRecord> {
  return guarded(() =>
    deps.db.transaction(async (tx) => {
      await lockOpenInitialInfo(tx, userId);
      const dueDate = input.due_date ?? null;
      checkDueDate(input.financial_type, dueDate);
      const category = await checkCategory(tx, input.category, input.financial_type);
      await checkNotTaken(tx, userId, category.id);
      const tp = await partyOf(tx, input.third_party);
      const [created] = await tx
        .insert(financialInfo)
        .values({
          ...partyValues(tp.columns),
          userId,
          categoryId: category.id,
          financialType: input.financial_type,
          value: input.value,
          // Nothing to collect or pay on a balance of 0: it is settled from the start.
          paidOut: input.value === 0,
          dueDate,
        })
        .returning({ id: financialInfo.id });
      if (!created) throw new Error('financial_info not written');
      await setOpeningRecord(
        tx,
        openingPosting({
          userId,
          today: today(deps.clock),
          now: deps.clock.now(),
          thirdParty: tp.party,
          id: created.id,
          financialType: input.financial_type,
          accountCode: category.accountCode,
          capital: await capitalAccount(tx, userId),
          categoryName: category.name,
          value: input.value,
        }),
      );
      return toRecord({
        id: created.id,
        categoryId: category.id,
        categoryName: category.name,
        accountCode: category.accountCode,
        payment: 0,
        dueDate,
        ...tp.columns,
        ...pick(input),
      });
    }),
  );
}

const pickParty = (r: PartyColumns): PartyColumns => ({
  tpName: r.tpName,
  tpDocType: r.tpDocType,
  tpDocNumber: r.tpDocNumber,
  tpDv: r.tpDv,
});

function pick(input: FinancialInfoInput) {
  return { value: input.value, financialType: input.financial_type };
}

/** Edits a record; when its amount, category or type changes the opening entry is re-posted. */
export function updateFinancialInfo(
  deps: AppDeps,
  userId: number,
  id: number,
  patch: FinancialInfoPatch,
): Promise<FinancialInfoRecord> {
  return guarded(() =>
    deps.db.transaction(async (tx) => {
      const current = await findOwn(tx, userId, id, true);
      if (!onlyDueDate(patch)) await lockOpenInitialInfo(tx, userId);
      const next: FinancialInfoInput = {
        category: patch.category ?? current.categoryId,
        value: patch.value ?? current.value,
        financial_type: patch.financial_type ?? current.financialType,
      };
      const dueDate = patch.due_date !== undefined ? patch.due_date : current.dueDate;
      checkDueDate(next.financial_type, dueDate);
      if (dueDate !== current.dueDate) {
        await tx
          .update(financialInfo)
          .set({ dueDate, updatedAt: deps.clock.now() })
          .where(and(eq(financialInfo.id, current.id), eq(financialInfo.userId, userId)));
      }
      checkPaymentsAllow(current, next);
      const category = await checkCategory(tx, next.category, next.financial_type);
      if (next.category !== current.categoryId) await checkNotTaken(tx, userId, next.category, current.id);
      const tp =
        patch.third_party === undefined
          ? { columns: pickParty(current), party: await storedParty(tx, current) }
          : await partyOf(tx, patch.third_party);
      const changed =
        next.category !== current.categoryId ||
        next.value !== current.value ||
        next.financial_type !== current.financialType ||
        patch.third_party !== undefined;
      if (changed) {
        await tx
          .update(financialInfo)
          .set({
            ...partyValues(tp.columns),
            categoryId: next.category,
            value: next.value,
            financialType: next.financial_type,
            paidOut: current.payment === next.value,
            updatedAt: deps.clock.now(),
          })
          .where(and(eq(financialInfo.id, current.id), eq(financialInfo.userId, userId)));
        await setOpeningRecord(
          tx,
          openingPosting({
            userId,
            today: today(deps.clock),
            now: deps.clock.now(),
            thirdParty: tp.party,
            id: current.id,
            financialType: next.financial_type,
            accountCode: category.accountCode,
            capital: await capitalAccount(tx, userId),
            categoryName: category.name,
            value: next.value,
          }),
        );
      }
      return toRecord({
        id: current.id,
        categoryId: category.id,
        categoryName: category.name,
        accountCode: category.accountCode,
        payment: current.payment,
        dueDate,
        ...tp.columns,
        ...pick(next),
      });
    }),
  );
}

/**
 * Deletes a record while the initial information is open, reversing its opening entry; one with
 * live abonos is refused (their entries would be left without a balance), voided ones go with it.
 */
export function deleteFinancialInfo(deps: AppDeps, userId: number, id: number): Promise<void> {
  return deps.db.transaction(async (tx) => {
    const current = await findOwn(tx, userId, id, true);
    await lockOpenInitialInfo(tx, userId);
    if (current.payment > 0) throw AppError.rule(P.deleteWithPayments);
    await removeOpeningRecord(tx, userId, { type: FINANCIAL_INFO_SOURCE, id: current.id }, deps.clock.now());
    await tx
      .delete(financialInfo)
      .where(and(eq(financialInfo.id, current.id), eq(financialInfo.userId, userId)));
  });
}
