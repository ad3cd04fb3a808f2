import { REMINDER_OPTIONS, ZReminder, ZReminderOptionRecord, ZReminderStatus } from '@cc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireSubscriber } from '../../lib/guard.ts';
import { TOTAL_HEADER, ZIdParams, ZPage } from '../../lib/route-params.ts';
import { discardReminder, listReminders } from './reminders.ts';
import { EXPENSE_ROUTE_DOC as DOC } from './texts.ts';

const tags = ['reminders'];
const upper = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() || undefined : v);

/**
 * Reminders (docs/product/3-expenses-reports.md §4, docs/api.md §Reminder options): the list (materialised on read), discard, and the options the
 * expense form offers. Accepting is POST /api/expenses/ with reminder_id.
 */
export const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const auth = { onRequest: requireSubscriber };

  app.get(
    '/reminders/',
    {
      ...auth,
      schema: {
        tags,
        summary: DOC.reminders,
        querystring: z.object({ status: z.preprocess(upper, ZReminderStatus.optional()), ...ZPage }),
        response: { 200: z.array(ZReminder) },
      },
    },
    async (req, reply) => {
      const { status, limit, offset } = req.query;
      const { rows, total } = await listReminders(deps, currentUser(req).id, status, { limit, offset });
      reply.header(TOTAL_HEADER, String(total));
      return rows;
    },
  );

  app.post(
    '/reminders/:id/discard/',
    { ...auth, schema: { tags, summary: DOC.discardReminder, params: ZIdParams } },
    async (req, reply) => {
      await discardReminder(deps, currentUser(req).id, req.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/reminders_options/',
    {
      ...auth,
      schema: {
        tags,
        summary: DOC.reminderOptions,
        response: { 200: z.array(ZReminderOptionRecord) },
      },
    },
    async () => REMINDER_OPTIONS.map((o) => ({ ...o })),
  );
};
