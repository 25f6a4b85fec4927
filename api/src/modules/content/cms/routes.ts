import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { CONTENT_PAGE_SLUGS, countries, findRoute, type ContentPageKey, type CountryCode, type ShopMode } from 'config';
import type { Queryable } from '../../../db/db';
import { tokensMatch } from '../../../plugins/admin-auth';
import {
  JSON_API,
  JSON_API_VERSION,
  JsonApiError,
  collectionDocumentSchema,
  resourceSchema,
  singleDocumentSchema,
  applyJsonApiConventions,
} from './json-api';
import { sanitizeContentHtml } from './sanitize';
import {
  MENU_KEYS,
  contentPageAttributesSchema,
  countrySchema,
  homeDocumentSchema,
  homePageAttributesSchema,
  menuAttributesSchema,
  menuItemsSchema,
  pageKeySchema,
  shopModeSchema,
  type HomeDocument,
  type MenuItem,
} from './schemas';

/** Content editors' credentials when none are configured outside production (README). */
export const DEV_CMS_USER = 'editor';
export const DEV_CMS_PASSWORD = 'local-dev-cms-password';

const BASE = '/api/cms';

const contentPageResource = resourceSchema('content-pages', contentPageAttributesSchema);
const menuResource = resourceSchema('menus', menuAttributesSchema);
const homePageResource = resourceSchema('home-pages', homePageAttributesSchema);

interface PageRow {
  country: CountryCode;
  page_key: ContentPageKey;
  slug: string;
  title: string;
  meta_description: string;
  body_html: string;
  version: number;
  updated_at: Date | string;
}
interface HomeRow {
  country: CountryCode;
  shop_mode: ShopMode;
  document: HomeDocument;
  version: number;
  updated_at: Date | string;
}
interface MenuRow {
  country: CountryCode;
  shop_mode: ShopMode;
  menu_key: (typeof MENU_KEYS)[number];
  items: MenuItem[];
  version: number;
  updated_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function vttTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/** Captions as a WebVTT file; cue text is plain text (a cue cannot carry markup from the CMS). */
export function toWebVtt(captions: { start: number; end: number; text: string }[]): string {
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/-->/g, '--&gt;');
  return [
    'WEBVTT',
    '',
    ...captions.map(
      (c, i) => `${i + 1}\n${vttTime(c.start)} --> ${vttTime(Math.max(c.end, c.start))}\n${escape(c.text)}\n`,
    ),
  ].join('\n');
}

function pageResource(row: PageRow) {
  const id = `${row.country}-${row.page_key}`;
  return {
    type: 'content-pages' as const,
    id,
    attributes: {
      country: row.country,
      locale: countries[row.country].icuLocale,
      pageKey: row.page_key,
      slug: row.slug,
      title: row.title,
      metaDescription: row.meta_description,
      // Sanitized again on the way out: whatever reached the table by another path never runs.
      body: sanitizeContentHtml(row.body_html),
      version: row.version,
      updatedAt: iso(row.updated_at),
    },
    links: { self: `${BASE}/content-pages/${id}` },
  };
}

function menuId(row: Pick<MenuRow, 'country' | 'shop_mode' | 'menu_key'>) {
  return `${row.country}-${row.shop_mode}-${row.menu_key}`;
}

function menuResourceOf(row: MenuRow) {
  const id = menuId(row);
  return {
    type: 'menus' as const,
    id,
    attributes: {
      country: row.country,
      shopMode: row.shop_mode,
      key: row.menu_key,
      items: row.items,
      version: row.version,
      updatedAt: iso(row.updated_at),
    },
    links: { self: `${BASE}/menus/${id}` },
  };
}

function homeResource(row: HomeRow, menus: MenuRow[]) {
  const id = `${row.country}-${row.shop_mode}`;
  return {
    type: 'home-pages' as const,
    id,
    attributes: {
      ...row.document,
      country: row.country,
      shopMode: row.shop_mode,
      locale: countries[row.country].icuLocale,
      version: row.version,
      updatedAt: iso(row.updated_at),
    },
    relationships: {
      menus: {
        data: menus.map((m) => ({ type: 'menus', id: menuId(m) })),
        links: {
          related: uriReference(`${BASE}/menus?filter[country]=${row.country}&filter[shopMode]=${row.shop_mode}`),
        },
      },
    },
    links: { self: `${BASE}/home-pages/${id}` },
  };
}

/** A URL as a valid URI reference: characters such as the brackets of `filter[country]` percent-encoded. */
export function uriReference(url: string): string {
  const parsed = new URL(url, 'http://localhost');
  return (parsed.pathname + parsed.search).replace(
    /[[\]{}|\\^`]/g,
    (ch) => '%' + ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0'),
  );
}

function selfLink(request: FastifyRequest): string {
  return uriReference(request.url);
}

/** `de-terms` -> country and page key; anything else is not a resource of ours. */
function parsePageId(id: string): { country: CountryCode; pageKey: ContentPageKey } | null {
  const [country, pageKey, ...rest] = id.split('-');
  const c = countrySchema.safeParse(country);
  const k = pageKeySchema.safeParse(pageKey);
  return rest.length === 0 && c.success && k.success ? { country: c.data, pageKey: k.data } : null;
}

function parseHomeId(id: string): { country: CountryCode; shopMode: ShopMode } | null {
  const [country, shopMode, ...rest] = id.split('-');
  const c = countrySchema.safeParse(country);
  const m = shopModeSchema.safeParse(shopMode);
  return rest.length === 0 && c.success && m.success ? { country: c.data, shopMode: m.data } : null;
}

function parseMenuId(id: string): { country: CountryCode; shopMode: ShopMode; key: (typeof MENU_KEYS)[number] } | null {
  const [country, shopMode, key, ...rest] = id.split('-');
  const c = countrySchema.safeParse(country);
  const m = shopModeSchema.safeParse(shopMode);
  const k = z.enum(MENU_KEYS).safeParse(key);
  return rest.length === 0 && c.success && m.success && k.success
    ? { country: c.data, shopMode: m.data, key: k.data }
    : null;
}

/** A menu's route links must exist in the country's route table, with the parameters they need. */
function checkMenuRoutes(
  country: CountryCode,
  items: Pick<MenuItem, 'route'>[],
  pointerOf = (index: number) => `/data/attributes/items/${index}/route`,
): void {
  items.forEach((item, index) => {
    if (!item.route) return;
    const route = findRoute(country, item.route.name);
    const pointer = pointerOf(index);
    if (!route)
      throw new JsonApiError(422, 'unknown_route', `route "${item.route.name}" does not exist in ${country}`, {
        pointer,
      });
    for (const p of route.params) {
      if (!item.route.params?.[p.name])
        throw new JsonApiError(422, 'missing_route_param', `route "${item.route.name}" needs "${p.name}"`, { pointer });
    }
    if (route.base === 'content') {
      const slug = item.route.params?.content ?? '';
      if (!Object.values(CONTENT_PAGE_SLUGS[country]).includes(slug)) {
        throw new JsonApiError(422, 'unknown_content_page', `no content page "${slug}" in ${country}`, { pointer });
      }
    }
  });
}

/** The identifier in the body must name the resource of the URL (JSON:API: 409 otherwise). */
function checkIdentity(body: { data: { type: string; id: string } }, type: string, id: string): void {
  if (body.data.type !== type)
    throw new JsonApiError(409, 'type_mismatch', `data.type must be "${type}"`, { pointer: '/data/type' });
  if (body.data.id !== id)
    throw new JsonApiError(409, 'id_mismatch', `data.id must be "${id}"`, { pointer: '/data/id' });
}

async function recordRevision(
  tx: Queryable,
  type: string,
  id: string,
  version: number,
  snapshot: unknown,
  editor: string,
) {
  await tx.query(
    'insert into cms_revisions (resource_type, resource_id, version, snapshot, edited_by) values ($1, $2, $3, $4, $5)',
    [type, id, version, JSON.stringify(snapshot), editor],
  );
}

const filterQuery = z.object({
  'filter[country]': countrySchema.optional(),
  'filter[shopMode]': shopModeSchema.optional(),
  'filter[slug]': z.string().max(120).optional(),
  'filter[key]': z.enum(MENU_KEYS).optional(),
  'fields[content-pages]': z
    .string()
    .max(200)
    .regex(/^[A-Za-z]+(,[A-Za-z]+)*$/)
    .optional(),
  include: z.literal('menus').optional(),
});

const patchDocument = <A extends z.ZodType>(type: string, attributes: A) =>
  z.object({ data: z.object({ type: z.string(), id: z.string(), attributes }) });

/**
 * The content JSON:API (jsonapi.org 1.1) at /api/cms: the static pages, the home page data and
 * the menus of each country and shop mode. Reading is public and cacheable; editing (PATCH) needs
 * the content editors' basic auth, sanitizes HTML, bumps the version and keeps a revision.
 */
export default async function cmsRoutes(app: FastifyInstance): Promise<void> {
  applyJsonApiConventions(app);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const expectedUser = app.env.CMS_USER ?? DEV_CMS_USER;
  const expectedPassword = app.env.CMS_PASSWORD ?? DEV_CMS_PASSWORD;

  /**
   * Basic auth of the content editors, checked before the body is read or validated (a stranger learns
   * nothing about the fields); failed attempts are rate limited per address.
   */
  const editorOf = new WeakMap<FastifyRequest, string>();
  const signInEditor = async (request: FastifyRequest) => {
    editorOf.set(request, await requireEditor(request));
  };
  async function requireEditor(request: FastifyRequest): Promise<string> {
    const header = request.headers.authorization ?? '';
    let user = '';
    let password = '';
    if (header.startsWith('Basic ')) {
      const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      if (colon > 0) {
        user = decoded.slice(0, colon);
        password = decoded.slice(colon + 1);
      }
    }
    const userOk = tokensMatch(user, expectedUser);
    const passwordOk = tokensMatch(password, expectedPassword);
    if (userOk && passwordOk) return user;
    const limit = await app.sharedState.hit(`cms-auth:${request.ip}`, 300, 20);
    if (limit.count > 20) {
      const error = new JsonApiError(429, 'rate_limited', 'too many failed sign-ins, try again later');
      Object.assign(error, { details: { retryAfterSeconds: limit.resetInSeconds } });
      throw error;
    }
    throw new JsonApiError(
      401,
      header ? 'invalid_credentials' : 'credentials_required',
      header ? 'wrong user or password' : 'basic auth required',
    );
  }

  const readHeaders = (reply: { header: (k: string, v: string) => unknown }) => {
    reply.header('Cache-Control', 'public, max-age=0, s-maxage=30, stale-while-revalidate=60');
    reply.header('Vary', 'Accept');
  };

  // ---- content pages ---------------------------------------------------------------------------
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
      const { rows } = await app.db.query<PageRow>(
        `select * from cms_content_pages
          where ($1::text is null or country = $1) and ($2::text is null or slug = $2)
          order by country, page_key`,
        [q['filter[country]'] ?? null, q['filter[slug]'] ?? null],
      );
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
        params: z.object({ id: z.string().max(80) }),
        response: { 200: pageDoc },
      },
    },
    async (request, reply) => {
      const key = parsePageId(request.params.id);
      if (!key) throw new JsonApiError(404, 'not_found', `no content page "${request.params.id}"`);
      const { rows } = await app.db.query<PageRow>(
        'select * from cms_content_pages where country = $1 and page_key = $2',
        [key.country, key.pageKey],
      );
      if (!rows[0]) throw new JsonApiError(404, 'not_found', `no content page "${request.params.id}"`);
      readHeaders(reply);
      return reply.type(JSON_API).send({
        jsonapi: { version: JSON_API_VERSION },
        links: { self: selfLink(request) },
        data: pageResource(rows[0]),
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
        params: z.object({ id: z.string().max(80) }),
        body: patchDocument(
          'content-pages',
          z
            .object({
              title: z.string().trim().min(1).max(160).optional(),
              metaDescription: z.string().trim().max(320).optional(),
              body: z.string().min(1).max(200_000).optional(),
            })
            .strict(),
        ),
        response: { 200: pageDoc },
      },
    },
    async (request, reply) => {
      const editor = editorOf.get(request)!;
      const key = parsePageId(request.params.id);
      if (!key) throw new JsonApiError(404, 'not_found', `no content page "${request.params.id}"`);
      checkIdentity(request.body, 'content-pages', request.params.id);
      const a = request.body.data.attributes;
      const body = a.body === undefined ? undefined : sanitizeContentHtml(a.body);
      if (body === '')
        throw new JsonApiError(422, 'empty_body', 'nothing is left of the body after sanitizing', {
          pointer: '/data/attributes/body',
        });
      const row = await app.db.transaction(async (tx) => {
        const { rows } = await tx.query<PageRow>(
          `update cms_content_pages set
             title = coalesce($3, title), meta_description = coalesce($4, meta_description), body_html = coalesce($5, body_html),
             version = version + 1, updated_at = now(), updated_by = $6
           where country = $1 and page_key = $2 returning *`,
          [key.country, key.pageKey, a.title ?? null, a.metaDescription ?? null, body ?? null, editor],
        );
        if (!rows[0]) throw new JsonApiError(404, 'not_found', `no content page "${request.params.id}"`);
        await recordRevision(
          tx,
          'content-pages',
          request.params.id,
          rows[0].version,
          { title: rows[0].title, metaDescription: rows[0].meta_description, body: rows[0].body_html },
          editor,
        );
        return rows[0];
      });
      request.log.info({ page: request.params.id, editor, version: row.version }, 'content page edited');
      // The shop's pages carry this content primed (shop-pages): the next page shows the edit.
      request.server.shopPages.forgetPrimedAnswers();
      return reply
        .type(JSON_API)
        .send({ jsonapi: { version: JSON_API_VERSION }, links: { self: selfLink(request) }, data: pageResource(row) });
    },
  );

  // ---- menus -----------------------------------------------------------------------------------
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
      const { rows } = await app.db.query<MenuRow>(
        `select * from cms_menus where ($1::text is null or country = $1) and ($2::text is null or shop_mode = $2) and ($3::text is null or menu_key = $3)
         order by country, shop_mode, menu_key`,
        [q['filter[country]'] ?? null, q['filter[shopMode]'] ?? null, q['filter[key]'] ?? null],
      );
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
        params: z.object({ id: z.string().max(80) }),
        response: { 200: singleDocumentSchema(menuResource) },
      },
    },
    async (request, reply) => {
      const key = parseMenuId(request.params.id);
      const { rows } = key
        ? await app.db.query<MenuRow>(
            'select * from cms_menus where country = $1 and shop_mode = $2 and menu_key = $3',
            [key.country, key.shopMode, key.key],
          )
        : { rows: [] };
      if (!rows[0]) throw new JsonApiError(404, 'not_found', `no menu "${request.params.id}"`);
      readHeaders(reply);
      return reply.type(JSON_API).send({
        jsonapi: { version: JSON_API_VERSION },
        links: { self: selfLink(request) },
        data: menuResourceOf(rows[0]),
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
        params: z.object({ id: z.string().max(80) }),
        body: patchDocument('menus', z.object({ items: menuItemsSchema }).strict()),
        response: { 200: singleDocumentSchema(menuResource) },
      },
    },
    async (request, reply) => {
      const editor = editorOf.get(request)!;
      const key = parseMenuId(request.params.id);
      if (!key) throw new JsonApiError(404, 'not_found', `no menu "${request.params.id}"`);
      checkIdentity(request.body, 'menus', request.params.id);
      const items = request.body.data.attributes.items;
      checkMenuRoutes(key.country, items);
      const row = await app.db.transaction(async (tx) => {
        const { rows } = await tx.query<MenuRow>(
          `update cms_menus set items = $4, version = version + 1, updated_at = now(), updated_by = $5
           where country = $1 and shop_mode = $2 and menu_key = $3 returning *`,
          [key.country, key.shopMode, key.key, JSON.stringify(items), editor],
        );
        if (!rows[0]) throw new JsonApiError(404, 'not_found', `no menu "${request.params.id}"`);
        await recordRevision(tx, 'menus', request.params.id, rows[0].version, { items }, editor);
        return rows[0];
      });
      // The shop's pages carry this content primed (shop-pages): the next page shows the edit.
      request.server.shopPages.forgetPrimedAnswers();
      return reply.type(JSON_API).send({
        jsonapi: { version: JSON_API_VERSION },
        links: { self: selfLink(request) },
        data: menuResourceOf(row),
      });
    },
  );

  // ---- home pages ------------------------------------------------------------------------------
  async function menusOf(country: CountryCode, shopMode: ShopMode): Promise<MenuRow[]> {
    const { rows } = await app.db.query<MenuRow>(
      'select * from cms_menus where country = $1 and shop_mode = $2 order by menu_key',
      [country, shopMode],
    );
    return rows;
  }

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
      const { rows } = await app.db.query<HomeRow>(
        `select * from cms_home_pages where ($1::text is null or country = $1) and ($2::text is null or shop_mode = $2) order by country, shop_mode`,
        [q['filter[country]'] ?? null, q['filter[shopMode]'] ?? null],
      );
      const menus = await Promise.all(rows.map((r) => menusOf(r.country, r.shop_mode)));
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
        params: z.object({ id: z.string().max(80) }),
        querystring: z.object({ include: z.literal('menus').optional() }),
        response: { 200: singleDocumentSchema(homePageResource, menuResource) },
      },
    },
    async (request, reply) => {
      const key = parseHomeId(request.params.id);
      const { rows } = key
        ? await app.db.query<HomeRow>('select * from cms_home_pages where country = $1 and shop_mode = $2', [
            key.country,
            key.shopMode,
          ])
        : { rows: [] };
      if (!rows[0] || !key) throw new JsonApiError(404, 'not_found', `no home page "${request.params.id}"`);
      const menus = await menusOf(key.country, key.shopMode);
      readHeaders(reply);
      return reply.type(JSON_API).send({
        jsonapi: { version: JSON_API_VERSION },
        links: { self: selfLink(request) },
        data: homeResource(rows[0], menus),
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
        params: z.object({ id: z.string().max(80) }),
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const key = parseHomeId(request.params.id);
      const { rows } = key
        ? await app.db.query<HomeRow>('select * from cms_home_pages where country = $1 and shop_mode = $2', [
            key.country,
            key.shopMode,
          ])
        : { rows: [] };
      const video = rows[0]?.document.video;
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
        params: z.object({ id: z.string().max(80) }),
        body: patchDocument('home-pages', homeDocumentSchema.partial().strict()),
        response: { 200: singleDocumentSchema(homePageResource, menuResource) },
      },
    },
    async (request, reply) => {
      const editor = editorOf.get(request)!;
      const key = parseHomeId(request.params.id);
      if (!key) throw new JsonApiError(404, 'not_found', `no home page "${request.params.id}"`);
      checkIdentity(request.body, 'home-pages', request.params.id);
      const row = await app.db.transaction(async (tx) => {
        const { rows } = await tx.query<HomeRow>(
          'select * from cms_home_pages where country = $1 and shop_mode = $2 for update',
          [key.country, key.shopMode],
        );
        if (!rows[0]) throw new JsonApiError(404, 'not_found', `no home page "${request.params.id}"`);
        const document = homeDocumentSchema.parse({ ...rows[0].document, ...request.body.data.attributes });
        // The banner's link goes to a page of this country's shop, like a menu's.
        if (document.banner?.link)
          checkMenuRoutes(key.country, [document.banner.link], () => '/data/attributes/banner/link/route');
        const updated = await tx.query<HomeRow>(
          `update cms_home_pages set document = $3, version = version + 1, updated_at = now(), updated_by = $4
           where country = $1 and shop_mode = $2 returning *`,
          [key.country, key.shopMode, JSON.stringify(document), editor],
        );
        await recordRevision(tx, 'home-pages', request.params.id, updated.rows[0]!.version, document, editor);
        return updated.rows[0]!;
      });
      const menus = await menusOf(key.country, key.shopMode);
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
