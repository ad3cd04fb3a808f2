import { ZShareLink } from '@cc/shared';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { profiles } from '../../db/schema/index.ts';
import { sharedSetting } from '../../lib/app-settings.ts';
import { sendAttachment } from '../../lib/download.ts';
import { AppError } from '../../lib/errors.ts';
import { currentUser, requireSubscriber } from '../../lib/guard.ts';
import { ZIdParams } from '../../lib/route-params.ts';
import { rateLimitPerMinute } from '../../lib/route-rate-limit.ts';
import {
  INCOME_ROUTE_DOC,
  type InvoiceContent,
  invoiceContent,
  liveIncomeExists,
  renderInvoice,
} from '../incomes/index.ts';
import { linkGonePage } from './gone-page.ts';
import { fileCache, versionOf } from './invoice-cache.ts';
import { newSigningKey, readLink, signLink } from './signer.ts';

/** A shared invoice opens for a week: long enough for a client to look, short enough to fade. */
export const LINK_TTL_SECONDS = 7 * 24 * 3600;
const KEY_SETTING = 'share_link_hmac_key';
/**
 * Opening of shared links per client IP and minute, over all links (decision 027): a client
 * opens an invoice a few times; a loop or a scraper gets 429 before any database read.
 */
export const PUBLIC_LINK_RATE_LIMIT = 30;
/** Bytes of shared-link PDFs kept in each process (an invoice is some 2 to 40 KB). */
export const LINK_CACHE_BYTES = 16 * 1024 * 1024;

/**
 * Signed, expiring links to one invoice PDF (issue 10 item 5, decision 027): the seller asks for a
 * link, WhatsApp carries it, the client opens the PDF and nothing else, without an account.
 */
export const shareLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const key = () => sharedSetting(deps.db, KEY_SETTING, newSigningKey);
  const nowSeconds = () => Math.floor(deps.clock.now().getTime() / 1000);
  const pdfs = fileCache(LINK_CACHE_BYTES);

  app.post(
    '/incomes/:id/share-link/',
    {
      onRequest: requireSubscriber,
      schema: {
        tags: ['incomes'],
        summary: INCOME_ROUTE_DOC.shareLink,
        params: ZIdParams,
        response: { 200: ZShareLink },
      },
    },
    async (req) => {
      const userId = currentUser(req).id;
      const id = req.params.id;
      // Only the seller's own, live sale: another user's or a voided one answers 404.
      await invoicePdfAllowed(userId, id);
      const exp = nowSeconds() + LINK_TTL_SECONDS;
      const token = signLink(await key(), { kind: 'invoice', user: userId, id, exp });
      return {
        url: `${deps.config.publicUrl}/api/public/invoices/${token}`,
        expires_at: new Date(exp * 1000).toISOString(),
      };
    },
  );

  /** The client opened the link from a phone's browser: a page to read, not the API's JSON. */
  function gone(reply: FastifyReply, status: 404 | 410, tradename: string | null) {
    return reply
      .status(status)
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(linkGonePage(tradename));
  }

  async function shopName(userId: number): Promise<string | null> {
    const [row] = await deps.db
      .select({ tradename: profiles.tradename })
      .from(profiles)
      .where(eq(profiles.userId, userId))
      .limit(1);
    return row?.tradename || null;
  }

  async function invoicePdfAllowed(userId: number, id: number): Promise<void> {
    if (!(await liveIncomeExists(deps.db, userId, id))) throw AppError.notFound();
  }

  app.get(
    '/public/invoices/:token',
    {
      // Counted like the login's limit: in this process, or in Redis across replicas (ADR 015).
      config: rateLimitPerMinute(PUBLIC_LINK_RATE_LIMIT),
      schema: {
        tags: ['incomes'],
        summary: INCOME_ROUTE_DOC.sharedInvoice,
        params: z.object({ token: z.string().max(120) }),
      },
    },
    async (req, reply) => {
      const read = readLink(await key(), req.params.token, nowSeconds());
      // A forged or changed token: nothing to name. An expired or voided one: gone, and whose.
      if (!read) return gone(reply, 404, null);
      const { claim } = read;
      const sale = `${claim.user}.${claim.id}`;
      if (read.expired) return gone(reply, 410, await shopName(claim.user));
      let content: InvoiceContent;
      try {
        // Read on every request, so an edit, an abono or a new logo shows at once.
        content = await invoiceContent(deps, claim.user, claim.id);
      } catch (error) {
        // A sale voided after sharing: the link shows nothing rather than a stale invoice.
        if (error instanceof AppError) {
          pdfs.drop(sale);
          return gone(reply, 410, await shopName(claim.user));
        }
        throw error;
      }
      // Drawn once per version of the contents, however many open the link at once.
      const file = await pdfs.get(
        sale,
        versionOf(content),
        claim.exp * 1000,
        deps.clock.now().getTime(),
        () => renderInvoice(deps, content, req.log),
      );
      return sendAttachment(reply.header('x-robots-tag', 'noindex'), file, 'inline');
    },
  );
};
