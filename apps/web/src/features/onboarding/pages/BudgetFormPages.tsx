import { ZBudgetCreate } from '@cc/shared';
import { NotFound } from '../../../components/NotFound.tsx';
import { todayIso } from '../../../lib/format.ts';
import { useIdParam } from '../../../lib/ids.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import { FinancialForm, type FinancialFormValues } from '../components/FinancialForm.tsx';
import { RecordLoader } from '../components/RecordLoader.tsx';
import { BUDGET_KINDS, type BudgetKind } from '../config.ts';
import { ONBOARDING_TEXT } from '../messages.ts';
import { useCreateBudget, useUpdateBudget } from '../mutations.ts';
import { financialQueries } from '../queries.ts';

const validate = zodValidate(ZBudgetCreate, ['date', 'category', 'value']);
/** /initial-budget-income-form and /initial-budget-expense-form; the month starts at the current one. */
export function BudgetCreatePage({ kind }: { kind: BudgetKind }) {
  const cfg = BUDGET_KINDS[kind];
  const create = useCreateBudget();
  const payload = (v: FinancialFormValues) => ({
    date: v.date,
    category: v.category,
    value: v.value,
    financial_mov: cfg.mov,
  });
  return (
    <FinancialForm
      title={cfg.createTitle}
      listPath={cfg.listPath}
      group={cfg.mov}
      categoryLabel={ONBOARDING_TEXT.form.budgetCategory}
      withMonth
      initialValues={{ date: todayIso().slice(0, 7), category: null, value: '' }}
      validate={(v) => validate(payload(v))}
      submitLabel={cfg.createButton}
      submit={(v) => create.mutateAsync(ZBudgetCreate.parse(payload(v)))}
      success={cfg.texts.created}
      failure={cfg.texts.createFailed}
    />
  );
}

/** /edit-initial-budget-income-form/:id and /edit-initial-budget-expense-form/:id (no client rules). */
export function BudgetEditPage({ kind }: { kind: BudgetKind }) {
  const cfg = BUDGET_KINDS[kind];
  const id = useIdParam();
  const update = useUpdateBudget(id ?? 0);
  return (
    <RecordLoader title={cfg.editTitle} listPath={cfg.listPath} id={id} query={financialQueries.budgetDetail}>
      {(record) =>
        // An expense budget's id under the income path (or the reverse) is not this screen's record.
        record.financial_mov !== cfg.mov ? (
          <NotFound />
        ) : (
          <FinancialForm
            title={cfg.editTitle}
            listPath={cfg.listPath}
            group={cfg.mov}
            categoryLabel={ONBOARDING_TEXT.form.budgetCategory}
            withMonth
            initialValues={{
              date: record.date,
              category: String(record.category.id),
              value: String(record.value),
            }}
            submitLabel={ONBOARDING_TEXT.form.update}
            submit={(v) => update.mutateAsync({ date: v.date, category: v.category, value: v.value })}
            success={cfg.texts.updated}
            failure={cfg.texts.updateFailed}
          />
        )
      }
    </RecordLoader>
  );
}
