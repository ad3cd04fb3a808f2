import { ZExpenseCreate, ZExpenseDetail, ZExpenseListItem, ZExpenseUpdate } from '@cc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moduleDownload } from '../../downloads/jobs.ts';
import { sendAttachment } from '../../lib/download.ts';
import { currentUser, requireSubscriber } from '../../lib/guard.ts';
import { documentListRoute, documentRoutes } from '../credit/index.ts';
import { createExpense } from './create-expense.ts';
import { editExpense } from './edit-expense.ts';
import { exportExpenses } from './export-xlsx.ts';
import { EXPENSES } from './kind.ts';
import { expensePaymentRoutes } from './payments.routes.ts';
import { getExpense } from './queries.ts';
import { reminderRoutes } from './reminders.routes.ts';
import { EXPENSE_ROUTE_DOC as DOC } from './texts.ts';
import { voidExpense } from './void-expense.ts';

const tags = ['expenses'];
/** Expenses (docs/product/3-expenses-reports.md §7 'Expenses'): /api/expenses/…, their payments, reminders and options. */
export const expenseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const auth = { onRequest: requireSubscriber };

  documentListRoute(app, deps, {
    resource: 'expenses',
    summary: DOC.list,
    kind: EXPENSES,
    item: ZExpenseListItem,
  });

  documentRoutes(app, deps, {
    resource: 'expenses',
    body: { create: ZExpenseCreate, update: ZExpenseUpdate },
    detail: ZExpenseDetail,
    summaries: {
      create: DOC.create,
      get: DOC.get,
      update: DOC.update,
      void: DOC.void,
    },
    create: createExpense,
    get: (deps, userId, id) => getExpense(deps.db, userId, id),
    edit: editExpense,
    void: voidExpense,
  });

  app.get('/expenses/export/', { ...auth, schema: { tags, summary: DOC.export } }, async (req, reply) =>
    sendAttachment(reply, await moduleDownload(deps, 'expenses', currentUser(req).id, exportExpenses)),
  );

  await app.register(expensePaymentRoutes);
  await app.register(reminderRoutes);
};
