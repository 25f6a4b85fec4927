import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { findHomePage, listHomePages, menusOf, updateHomePage } from './cms-repository';
import { checkIdentity, checkMenuRoutes } from './edit-checks';
import { createEditorAuth } from './editor-auth';
import { JSON_API, JSON_API_VERSION, JsonApiError, collectionDocumentSchema, singleDocumentSchema } from './json-api';
import { BASE, homeResource, menuResourceOf, parseHomeId, readHeaders, selfLink } from './resources';
import {
  filterQuery,
  homeDocumentSchema,
  homePagePatchSchema,
  homePageResource,
  menuResource,
  resourceIdParams,
} from './schemas';
import { toWebVtt } from './web-vtt';

/** The home page data of each country and shop mode (with its menus), its video captions, and an editor's change. */
export default async function homePageRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { signInEditor, editorOf } = createEditorAuth(app);

  api.get(
    `${BASE}/home-pages`,
    {
      schema: {
        tags: ['content'],
        summary: 'Home page data (JSON:API); filter by country and shop mode, include=menus',
        querystring: filterQuery,
        response: { 200: collectionDocumentSchema(homePageResource, menuResource) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const rows = await listHomePages(app.db, {
        country: q['filter[country]'] ?? null,
        shopMode: q['filter[shopMode]'] ?? null,
      });
      const menus = await Promise.all(rows.map((r) => menusOf(app.db, r.country, r.shop_mode)));
      readHeaders(reply);
      return reply.type(JSON_API).send({
        jsonapi: { version: JSON_API_VERSION },
        links: { self: selfLink(request) },
        meta: { total: rows.length },
        data: rows.map((r, i) => homeResource(r, menus[i]!)),
        ...(q.include === 'menus' ? { included: menus.flat().map(menuResourceOf) } : {}),
      });
    },
  );

  api.get(
    `${BASE}/home-pages/:id`,
    {
      schema: {
        tags: ['content'],
        summary: 'The home page data of a country and shop mode (JSON:API), id `<country>-<shopMode>`; include=menus',
        params: resourceIdParams,
        querystring: z.object({ include: z.literal('menus').optional() }),
        response: { 200: singleDocumentSchema(homePageResource, menuResource) },
      },
    },
    async (request, reply) => {
      const key = parseHomeId(request.params.id);
      const row = key ? await findHomePage(app.db, key) : undefined;
      if (!row || !key) throw new JsonApiError(404, 'not_found', `no home page "${request.params.id}"`);
      const menus = await menusOf(app.db, key.country, key.shopMode);
      readHeaders(reply);
      return reply.type(JSON_API).send({
        jsonapi: { version: JSON_API_VERSION },
        links: { self: selfLink(request) },
        data: homeResource(row, menus),
        ...(request.query.include === 'menus' ? { included: menus.map(menuResourceOf) } : {}),
      });
    },
  );

  api.get(
    `${BASE}/home-pages/:id/video-captions.vtt`,
    {
      schema: {
        tags: ['content'],
        summary: 'Captions of the home page’s conditions video as WebVTT, from the CMS',
        params: resourceIdParams,
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const key = parseHomeId(request.params.id);
      const row = key ? await findHomePage(app.db, key) : undefined;
      const video = row?.document.video;
      if (!video) throw new JsonApiError(404, 'not_found', `no video on home page "${request.params.id}"`);
      readHeaders(reply);
      return reply.type('text/vtt; charset=utf-8').send(toWebVtt(video.captions));
    },
  );

  api.patch(
    `${BASE}/home-pages/:id`,
    {
      preValidation: signInEditor,
      schema: {
        tags: ['content'],
        summary: 'Edit sections of a home page (basic auth); each given section replaces the stored one',
        security: [{ contentEditor: [] }],
        params: resourceIdParams,
        body: homePagePatchSchema,
        response: { 200: singleDocumentSchema(homePageResource, menuResource) },
      },
    },
    async (request, reply) => {
      const editor = editorOf(request);
      const key = parseHomeId(request.params.id);
      if (!key) throw new JsonApiError(404, 'not_found', `no home page "${request.params.id}"`);
      checkIdentity(request.body, 'home-pages', request.params.id);
      const row = await updateHomePage(
        app.db,
        key,
        request.params.id,
        (stored) => {
          const document = homeDocumentSchema.parse({ ...stored, ...request.body.data.attributes });
          // The banner's link goes to a page of this country's shop, like a menu's.
          if (document.banner?.link)
            checkMenuRoutes(key.country, [document.banner.link], () => '/data/attributes/banner/link/route');
          return document;
        },
        editor,
      );
      if (!row) throw new JsonApiError(404, 'not_found', `no home page "${request.params.id}"`);
      const menus = await menusOf(app.db, key.country, key.shopMode);
      // The shop's pages carry this content primed (shop-pages): the next page shows the edit.
      request.server.shopPages.forgetPrimedAnswers();
      return reply.type(JSON_API).send({
        jsonapi: { version: JSON_API_VERSION },
        links: { self: selfLink(request) },
        data: homeResource(row, menus),
      });
    },
  );
}
