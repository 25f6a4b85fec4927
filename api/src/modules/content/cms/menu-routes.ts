import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { findMenu, listMenus, updateMenu } from './cms-repository';
import { checkIdentity, checkMenuRoutes } from './edit-checks';
import { createEditorAuth } from './editor-auth';
import { JSON_API, JSON_API_VERSION, JsonApiError, collectionDocumentSchema, singleDocumentSchema } from './json-api';
import { BASE, menuResourceOf, parseMenuId, readHeaders, selfLink } from './resources';
import { filterQuery, menuPatchSchema, menuResource, resourceIdParams } from './schemas';

/** The menus of each country and shop mode: list, one menu, and an editor's change. */
export default async function menuRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { signInEditor, editorOf } = createEditorAuth(app);

  api.get(
    `${BASE}/menus`,
    {
      schema: {
        tags: ['content'],
        summary: 'Menus (JSON:API); filter by country, shop mode and key',
        querystring: filterQuery,
        response: { 200: collectionDocumentSchema(menuResource) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const rows = await listMenus(app.db, {
        country: q['filter[country]'] ?? null,
        shopMode: q['filter[shopMode]'] ?? null,
        key: q['filter[key]'] ?? null,
      });
      readHeaders(reply);
      return reply.type(JSON_API).send({
        jsonapi: { version: JSON_API_VERSION },
        links: { self: selfLink(request) },
        meta: { total: rows.length },
        data: rows.map(menuResourceOf),
      });
    },
  );

  api.get(
    `${BASE}/menus/:id`,
    {
      schema: {
        tags: ['content'],
        summary: 'One menu (JSON:API), id `<country>-<shopMode>-<key>`',
        params: resourceIdParams,
        response: { 200: singleDocumentSchema(menuResource) },
      },
    },
    async (request, reply) => {
      const key = parseMenuId(request.params.id);
      const row = key ? await findMenu(app.db, key) : undefined;
      if (!row) throw new JsonApiError(404, 'not_found', `no menu "${request.params.id}"`);
      readHeaders(reply);
      return reply.type(JSON_API).send({
        jsonapi: { version: JSON_API_VERSION },
        links: { self: selfLink(request) },
        data: menuResourceOf(row),
      });
    },
  );

  api.patch(
    `${BASE}/menus/:id`,
    {
      preValidation: signInEditor,
      schema: {
        tags: ['content'],
        summary: 'Replace the items of a menu (basic auth)',
        security: [{ contentEditor: [] }],
        params: resourceIdParams,
        body: menuPatchSchema,
        response: { 200: singleDocumentSchema(menuResource) },
      },
    },
    async (request, reply) => {
      const editor = editorOf(request);
      const key = parseMenuId(request.params.id);
      if (!key) throw new JsonApiError(404, 'not_found', `no menu "${request.params.id}"`);
      checkIdentity(request.body, 'menus', request.params.id);
      const items = request.body.data.attributes.items;
      checkMenuRoutes(key.country, items);
      const row = await updateMenu(app.db, key, request.params.id, items, editor);
      if (!row) throw new JsonApiError(404, 'not_found', `no menu "${request.params.id}"`);
      // The shop's pages carry this content primed (shop-pages): the next page shows the edit.
      request.server.shopPages.forgetPrimedAnswers();
      return reply.type(JSON_API).send({
        jsonapi: { version: JSON_API_VERSION },
        links: { self: selfLink(request) },
        data: menuResourceOf(row),
      });
    },
  );
}
