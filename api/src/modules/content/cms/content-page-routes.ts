import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { findContentPage, listContentPages, updateContentPage } from './cms-repository';
import { checkIdentity } from './edit-checks';
import { createEditorAuth } from './editor-auth';
import {
  JSON_API,
  JSON_API_VERSION,
  JsonApiError,
  collectionDocumentSchema,
  resourceSchema,
  singleDocumentSchema,
} from './json-api';
import { BASE, pageResource, parsePageId, readHeaders, selfLink } from './resources';
import { sanitizeContentHtml } from './sanitize';
import {
  contentPageAttributesSchema,
  contentPagePatchSchema,
  contentPageResource,
  filterQuery,
  resourceIdParams,
} from './schemas';

/** The static content pages: list, one page, and an editor's change. */
export default async function contentPageRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { signInEditor, editorOf } = createEditorAuth(app);
  const pageDoc = singleDocumentSchema(contentPageResource);
  const pageListDoc = collectionDocumentSchema(resourceSchema('content-pages', contentPageAttributesSchema.partial()));

  api.get(
    `${BASE}/content-pages`,
    {
      schema: {
        tags: ['content'],
        summary: 'Static content pages (JSON:API); filter by country and slug, sparse fieldsets',
        querystring: filterQuery,
        response: { 200: pageListDoc },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const rows = await listContentPages(app.db, {
        country: q['filter[country]'] ?? null,
        slug: q['filter[slug]'] ?? null,
      });
      const fields = q['fields[content-pages]']?.split(',');
      const data = rows.map((row) => {
        const resource = pageResource(row);
        if (!fields) return resource;
        const attributes = Object.fromEntries(Object.entries(resource.attributes).filter(([k]) => fields.includes(k)));
        return { ...resource, attributes };
      });
      readHeaders(reply);
      return reply.type(JSON_API).send({
        jsonapi: { version: JSON_API_VERSION },
        links: { self: selfLink(request) },
        meta: { total: data.length },
        data,
      });
    },
  );

  api.get(
    `${BASE}/content-pages/:id`,
    {
      schema: {
        tags: ['content'],
        summary: 'One content page (JSON:API), id `<country>-<pageKey>`',
        params: resourceIdParams,
        response: { 200: pageDoc },
      },
    },
    async (request, reply) => {
      const key = parsePageId(request.params.id);
      if (!key) throw new JsonApiError(404, 'not_found', `no content page "${request.params.id}"`);
      const row = await findContentPage(app.db, key);
      if (!row) throw new JsonApiError(404, 'not_found', `no content page "${request.params.id}"`);
      readHeaders(reply);
      return reply.type(JSON_API).send({
        jsonapi: { version: JSON_API_VERSION },
        links: { self: selfLink(request) },
        data: pageResource(row),
      });
    },
  );

  api.patch(
    `${BASE}/content-pages/:id`,
    {
      preValidation: signInEditor,
      schema: {
        tags: ['content'],
        summary: 'Edit a content page (basic auth); the body HTML is sanitized',
        security: [{ contentEditor: [] }],
        params: resourceIdParams,
        body: contentPagePatchSchema,
        response: { 200: pageDoc },
      },
    },
    async (request, reply) => {
      const editor = editorOf(request);
      const key = parsePageId(request.params.id);
      if (!key) throw new JsonApiError(404, 'not_found', `no content page "${request.params.id}"`);
      checkIdentity(request.body, 'content-pages', request.params.id);
      const a = request.body.data.attributes;
      const body = a.body === undefined ? undefined : sanitizeContentHtml(a.body);
      if (body === '')
        throw new JsonApiError(422, 'empty_body', 'nothing is left of the body after sanitizing', {
          pointer: '/data/attributes/body',
        });
      const row = await updateContentPage(
        app.db,
        key,
        request.params.id,
        { title: a.title ?? null, metaDescription: a.metaDescription ?? null, body: body ?? null },
        editor,
      );
      if (!row) throw new JsonApiError(404, 'not_found', `no content page "${request.params.id}"`);
      request.log.info({ page: request.params.id, editor, version: row.version }, 'content page edited');
      // The shop's pages carry this content primed (shop-pages): the next page shows the edit.
      request.server.shopPages.forgetPrimedAnswers();
      return reply
        .type(JSON_API)
        .send({ jsonapi: { version: JSON_API_VERSION }, links: { self: selfLink(request) }, data: pageResource(row) });
    },
  );
}
