import { ZFinancialInfoCreate } from '@cc/shared';
import { NotFound } from '../../../components/NotFound.tsx';
import { useIdParam } from '../../../lib/ids.ts';
import { useSession } from '../../../lib/session.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import { ClosedForm } from '../components/ClosedForm.tsx';
import { FinancialForm } from '../components/FinancialForm.tsx';
import { RecordLoader } from '../components/RecordLoader.tsx';
import { INFO_KINDS, type InfoKind } from '../config.ts';
import { ONBOARDING_TEXT } from '../messages.ts';
import { useCreateInfo, useUpdateInfo } from '../mutations.ts';
import { financialQueries } from '../queries.ts';

const EMPTY = { date: '', category: null, value: '', due_date: '' };

const validate = zodValidate(ZFinancialInfoCreate, ['date', 'category', 'value']);
/** /initial-assets-form and /initial-liabilities-form. */
export function InfoCreatePage({ kind }: { kind: InfoKind }) {
  const cfg = INFO_KINDS[kind];
  const closed = useSession().initialInfo === 'true';
  const create = useCreateInfo();
  if (closed) return <ClosedForm title={cfg.createTitle} listPath={cfg.listPath} />;
  const payload = (v: { category: string | null; value: string; due_date?: string }) => ({
    category: v.category,
    value: v.value,
    financial_type: cfg.type,
    ...(cfg.type === 'PASIVOS' && v.due_date ? { due_date: v.due_date } : {}),
  });
  return (
    <FinancialForm
      title={cfg.createTitle}
      listPath={cfg.listPath}
      group={cfg.type}
      categoryLabel={cfg.categoryLabel}
      withMonth={false}
      withDueDate={cfg.type === 'PASIVOS'}
      initialValues={EMPTY}
      validate={(v) => validate(payload(v))}
      submitLabel={cfg.createButton}
      // Only reached once the rules passed: parse turns the digits into numbers.
      submit={(v) => create.mutateAsync(ZFinancialInfoCreate.parse(payload(v)))}
      success={cfg.texts.created}
      failure={cfg.texts.createFailed}
    />
  );
}

/** /edit-initial-assets-form/:id and /edit-initial-liabilities-form/:id (no client rules, docs/product/1-account.md §5). */
export function InfoEditPage({ kind }: { kind: InfoKind }) {
  const cfg = INFO_KINDS[kind];
  const closed = useSession().initialInfo === 'true';
  const id = useIdParam();
  const update = useUpdateInfo(id ?? 0);
  if (closed) return <ClosedForm title={cfg.editTitle} listPath={cfg.listPath} />;
  return (
    <RecordLoader title={cfg.editTitle} listPath={cfg.listPath} id={id} query={financialQueries.infoDetail}>
      {(record) =>
        // An asset's id under the liability path (or the reverse) is not this screen's record.
        record.financial_type !== cfg.type ? (
          <NotFound />
        ) : (
          <FinancialForm
            title={cfg.editTitle}
            listPath={cfg.listPath}
            group={cfg.type}
            categoryLabel={cfg.categoryLabel}
            withMonth={false}
            withDueDate={cfg.type === 'PASIVOS'}
            initialValues={{
              date: '',
              category: String(record.category.id),
              value: String(record.value),
              due_date: record.due_date ?? '',
            }}
            submitLabel={ONBOARDING_TEXT.form.update}
            submit={(v) =>
              update.mutateAsync({
                category: v.category,
                value: v.value,
                ...(cfg.type === 'PASIVOS' ? { due_date: v.due_date || null } : {}),
              })
            }
            success={cfg.texts.updated}
            failure={cfg.texts.updateFailed}
          />
        )
      }
    </RecordLoader>
  );
}
