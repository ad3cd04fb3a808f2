import { ZExpenseCreate, ZExpenseUpdate } from '@cc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendAttachment } from '../../lib/download.ts';
import { ZIdParams } from '../../lib/route-params.ts';
import { currentUser, requireSubscriber } from '../auth/guard.ts';
import { documentListRoute } from '../credit/document-routes.ts';
import { createExpense } from './create-expense.ts';
import { editExpense } from './edit-expense.ts';
import { exportExpenses } from './export-xlsx.ts';
import { EXPENSES } from './kind.ts';
import { expensePaymentRoutes } from './payments.routes.ts';
import { getExpense } from './queries.ts';
import { reminderRoutes } from './reminders.routes.ts';
import { ZExpenseDetail, ZExpenseListItem } from './schemas.ts';
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

  app.post(
    '/expenses/',
    {
      ...auth,
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Registrar un gasto (con reminder_id acepta ese recordatorio)',
        body: ZExpenseCreate,
        response: { 201: ZExpenseDetail },
      },
    },
    async (req, reply) => reply.status(201).send(await createExpense(deps, currentUser(req).id, req.body)),
  );

  app.get(
    '/expenses/export/',
    { ...auth, schema: { tags, summary: 'Descargar "Reporte - Mis Gastos.xlsx"' } },
    async (req, reply) => sendAttachment(reply, await exportExpenses(deps, currentUser(req).id)),
  );

  app.get(
    '/expenses/:id/',
    {
      ...auth,
      schema: { tags, summary: 'Detalle de un gasto', params: ZIdParams, response: { 200: ZExpenseDetail } },
    },
    async (req) => getExpense(deps.db, currentUser(req).id, req.params.id),
  );

  app.patch(
    '/expenses/:id/',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Editar un gasto (a crédito con abonos: el valor queda fijo)',
        params: ZIdParams,
        body: ZExpenseUpdate,
        response: { 200: ZExpenseDetail },
      },
    },
    async (req) => editExpense(deps, currentUser(req).id, req.params.id, req.body),
  );

  app.delete(
    '/expenses/:id/',
    { ...auth, schema: { tags, summary: 'Anular un gasto', params: ZIdParams } },
    async (req, reply) => {
      await voidExpense(deps, currentUser(req).id, req.params.id);
      return reply.status(204).send();
    },
  );

  await app.register(expensePaymentRoutes);
  await app.register(reminderRoutes);
};
