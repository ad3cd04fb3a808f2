import {
  EINVOICE_ROUTE_DOC as DOC,
  ZEinvoiceDocument,
  ZEinvoiceDocumentsQuery,
  ZEinvoiceResolution,
  ZEinvoiceResolutionInput,
  ZEinvoiceSettings,
  ZEinvoiceSettingsUpdate,
  ZEinvoiceTestSetResult,
} from '@cc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireSubscriber } from '../../lib/guard.ts';
import { ZIdParams, ZPage } from '../../lib/route-params.ts';
import { attachedDocument } from './attached-document.ts';
import { getDocument, listDocuments } from './documents.ts';
import {
  createResolution,
  deleteResolution,
  getResolution,
  listResolutions,
  updateResolution,
} from './resolutions.ts';
import { einvoiceWorkerOf, resendDocument } from './sender.ts';
import { getSettings, updateSettings } from './settings.ts';
import { runTestSet } from './test-set.ts';

/**
 * The shop's electronic-invoicing set-up, its numbering resolutions and its documents' states
 * (issue 28 items 1 and 3, ADR 031). Every query is the current user's: another shop's ids 404.
 */
export const einvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['einvoice'];
  const guarded = { onRequest: requireSubscriber };

  app.get(
    '/einvoice/settings/',
    { ...guarded, schema: { tags, summary: DOC.settings, response: { 200: ZEinvoiceSettings } } },
    async (req) => getSettings(deps, currentUser(req).id),
  );

  app.put(
    '/einvoice/settings/',
    {
      ...guarded,
      schema: {
        tags,
        summary: DOC.updateSettings,
        body: ZEinvoiceSettingsUpdate,
        response: { 200: ZEinvoiceSettings },
      },
    },
    async (req) => updateSettings(deps, currentUser(req).id, req.body),
  );

  app.get(
    '/einvoice/resolutions/',
    {
      ...guarded,
      schema: { tags, summary: DOC.resolutions, response: { 200: z.array(ZEinvoiceResolution) } },
    },
    async (req) => listResolutions(deps, currentUser(req).id),
  );

  app.post(
    '/einvoice/resolutions/',
    {
      ...guarded,
      schema: {
        tags,
        summary: DOC.createResolution,
        body: ZEinvoiceResolutionInput,
        response: { 201: ZEinvoiceResolution },
      },
    },
    async (req, reply) => reply.status(201).send(await createResolution(deps, currentUser(req).id, req.body)),
  );

  app.get(
    '/einvoice/resolutions/:id/',
    {
      ...guarded,
      schema: { tags, summary: DOC.resolution, params: ZIdParams, response: { 200: ZEinvoiceResolution } },
    },
    async (req) => getResolution(deps, currentUser(req).id, req.params.id),
  );

  app.put(
    '/einvoice/resolutions/:id/',
    {
      ...guarded,
      schema: {
        tags,
        summary: DOC.updateResolution,
        params: ZIdParams,
        body: ZEinvoiceResolutionInput,
        response: { 200: ZEinvoiceResolution },
      },
    },
    async (req) => updateResolution(deps, currentUser(req).id, req.params.id, req.body),
  );

  app.delete(
    '/einvoice/resolutions/:id/',
    { ...guarded, schema: { tags, summary: DOC.deleteResolution, params: ZIdParams } },
    async (req, reply) => {
      await deleteResolution(deps, currentUser(req).id, req.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/einvoice/documents/',
    {
      ...guarded,
      schema: {
        tags,
        summary: DOC.documents,
        querystring: z.object({ ...ZPage, ...ZEinvoiceDocumentsQuery.shape }),
        response: { 200: z.array(ZEinvoiceDocument) },
      },
    },
    async (req) => listDocuments(deps, currentUser(req).id, req.query),
  );

  app.get(
    '/einvoice/documents/:id/',
    {
      ...guarded,
      schema: { tags, summary: DOC.document, params: ZIdParams, response: { 200: ZEinvoiceDocument } },
    },
    async (req) => getDocument(deps, currentUser(req).id, req.params.id),
  );

  app.get(
    '/einvoice/documents/:id/attached-document/',
    { ...guarded, schema: { tags, summary: DOC.attachedDocument, params: ZIdParams } },
    async (req, reply) => {
      const file = await attachedDocument(deps, currentUser(req).id, req.params.id);
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .send(file.body);
    },
  );

  app.post(
    '/einvoice/test-set/',
    { ...guarded, schema: { tags, summary: DOC.testSet, response: { 200: ZEinvoiceTestSetResult } } },
    async (req) => runTestSet(deps, currentUser(req).id),
  );

  app.post(
    '/einvoice/documents/:id/resend/',
    {
      ...guarded,
      schema: { tags, summary: DOC.resendDocument, params: ZIdParams, response: { 200: ZEinvoiceDocument } },
    },
    async (req) => {
      const userId = currentUser(req).id;
      // An accepted document is final: sending it again would change nothing (its state is answered).
      await resendDocument(deps, userId, req.params.id);
      const doc = await getDocument(deps, userId, req.params.id);
      einvoiceWorkerOf(deps)?.wake();
      return doc;
    },
  );
};
