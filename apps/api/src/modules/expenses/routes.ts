import { ZExpenseCreate, ZExpenseDetail, ZExpenseListItem, ZExpenseUpdate } from '@cc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendAttachment } from '../../lib/download.ts';
import { currentUser, requireSubscriber } from '../auth/guard.ts';
import { documentRoutes } from '../credit/document-crud-routes.ts';
import { documentListRoute } from '../credit/document-routes.ts';
import { createExpense } from './create-expense.ts';
import { editExpense } from './edit-expense.ts';
import { exportExpenses } from './export-xlsx.ts';
import { EXPENSES } from './kind.ts';
import { expensePaymentRoutes } from './payments.routes.ts';
import { getExpense } from './queries.ts';
import { reminderRoutes } from './reminders.routes.ts';
import { voidExpense } from './void-expense.ts';

const tags = ['expenses'];
/** Expenses (spec 3 §7 'Expenses'): /api/expenses/…, their payments, reminders and options. */
export const expenseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const auth = { onRequest: requireSubscriber };

  documentListRoute(app, deps, {
    resource: 'expenses',
    summary: 'Resumen del mes (summary) o lista de gastos filtrada (payment_type, payment_method, payment)',
    kind: EXPENSES,
    item: ZExpenseListItem,
  });

  documentRoutes(app, deps, {
    resource: 'expenses',
    body: { create: ZExpenseCreate, update: ZExpenseUpdate },
    detail: ZExpenseDetail,
    summaries: {
      create: 'Registrar un gasto (con reminder_id acepta ese recordatorio)',
      get: 'Detalle de un gasto',
      update: 'Editar un gasto (a crédito con abonos: el valor queda fijo)',
      void: 'Anular un gasto',
    },
    create: createExpense,
    get: (deps, userId, id) => getExpense(deps.db, userId, id),
    edit: editExpense,
    void: voidExpense,
  });

  app.get(
    '/expenses/export/',
    { ...auth, schema: { tags, summary: 'Descargar "Reporte - Mis Gastos.xlsx"' } },
    async (req, reply) => sendAttachment(reply, await exportExpenses(deps, currentUser(req).id)),
  );

  await app.register(expensePaymentRoutes);
  await app.register(reminderRoutes);
};
