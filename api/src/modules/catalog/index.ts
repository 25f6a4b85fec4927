import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { tooManyRequests, notFound } from '../../lib/api-error';
import { CatalogService } from './catalog-service';
import { COUNTRY_LOCALE } from './catalog-snapshot';
import { drawBrandSvg, drawSvg, type ImageKind } from './images';
import { createOffer, findOffer, OfferWriter, priceAnswers } from './offers';
import {
  catalogUrlsQuerySchema,
  catalogUrlsResponseSchema,
  offerBodySchema,
  offerIdSchema,
  offerSchema,
  quoteBodySchema,
  quoteResponseSchema,
  searchBodySchema,
  searchResponseSchema,
} from './schemas';
import { seedDemoCatalogIfEmpty } from './seed/load';
import { assertPublishedShape } from './search/answer-text';

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogService;
  }
}

/** The search service's base (spec: `POST {trade base}/searches`). */
export const TRADE_BASE = '/api/trade';
/** Offers one address may create per minute. */
export const OFFERS_PER_MINUTE = 60;

const errorSchema = z
  .object({
    statusCode: z.number(),
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  })
  .passthrough();

/** A search's answer is its JSON already (string or bytes). */
const sentAsItIs = (payload: unknown): string => payload as string;

/**
 * The catalog module: the search service, quotes, offers, product pictures and the
 * catalogue's url export. On start it loads the demo catalogue into an empty database when
 * SEED_DEMO is on, then builds this process's in-memory catalogue.
 */
export default fp(
  async function catalogModule(app: FastifyInstance): Promise<void> {
    const checkAnswers = app.env.NODE_ENV !== 'production';
    const catalog = new CatalogService(app.db, app.log, {
      searchWorkers: app.env.SEARCH_WORKERS,
      engine: app.env.SEARCH_ENGINE,
      checkAnswers,
    });
    app.decorate('catalog', catalog);
    app.addHook('onReady', async () => {
      if (app.env.SEED_DEMO) {
        const started = Date.now();
        if (await seedDemoCatalogIfEmpty(app.db))
          app.log.info({ ms: Date.now() - started }, 'demo catalogue loaded into the database');
      }
      // The in-memory catalogue builds in the background (a large one takes a while); a search
      // that arrives before it is ready waits for it.
      catalog.reload().catch((error: unknown) => app.log.error({ err: error }, 'catalogue could not be loaded'));
      catalog.start();
    });
    app.addHook('onClose', async () => catalog.stop());

    const api = app.withTypeProvider<ZodTypeProvider>();
    const offerWriter = new OfferWriter(app.db);

    api.post(
      `${TRADE_BASE}/searches`,
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Search the catalogue (the search service)',
          description:
            'Query types on `aggregations_<cc>`: listCategories, categoryByUrl, phrase (manufacturers and series). On `devices_<cc>`: deviceByUrl, ' +
            'devicesBySeries, devicesByManufacturer, devicesByCategory, phrase. `search` may be a plain text as a shorthand for a phrase query. ' +
            'Answers come from the in-memory index of the catalogue; nothing of the request reaches the database.',
          body: searchBodySchema,
          response: { 200: searchResponseSchema, 400: errorSchema },
        },
      },
      async (request, reply) => {
        const started = performance.now();
        const { json, release } = await catalog.search(request.body);
        const [index = '', country = ''] = request.body.application.split('_');
        app.metrics.searchDuration.observe({ index, country }, (performance.now() - started) / 1000);
        // A search worker's bytes are sent from the memory it shares with this thread: released
        // once the response has been written or its connection closed (answer-ring.ts).
        if (reply.raw.destroyed) release();
        else reply.raw.once('close', release);
        // Already serialized (and checked): sent as they are. Fastify would serialize a Buffer over
        // shared memory (it passes through only those over an ArrayBuffer), hence the serializer.
        return reply
          .header('Cache-Control', 'no-cache')
          .type('application/json; charset=utf-8')
          .serializer(sentAsItIs)
          .send(json as never);
      },
    );

    api.post(
      `${TRADE_BASE}/quotes`,
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Price answers without storing anything (the live price while the customer answers)',
          body: quoteBodySchema,
          response: { 200: quoteResponseSchema, 400: errorSchema, 422: errorSchema },
        },
      },
      async (request) => {
        const { deviceId, country, answers } = request.body;
        const snapshot = await catalog.current();
        const { device, result } = priceAnswers(snapshot, deviceId, country, answers);
        return {
          deviceId,
          country,
          currency: 'EUR' as const,
          price: result.price,
          maxPrice: device.maxPrices[country] ?? null,
          complete: result.complete,
          missing: result.missing,
          purchasable: result.purchasable,
          rejectReasons: result.rejectReasons,
          conditionGrade: result.conditionGrade,
        };
      },
    );

    api.post(
      `${TRADE_BASE}/offers`,
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Create an offer: the server prices the answers and guarantees the price until validUntil',
          body: offerBodySchema,
          response: { 201: offerSchema, 400: errorSchema, 422: errorSchema, 429: errorSchema },
        },
      },
      async (request, reply) => {
        const limit = await app.sharedState.hit(`offers:${request.ip}`, 60, OFFERS_PER_MINUTE);
        if (limit.count > OFFERS_PER_MINUTE) throw tooManyRequests(limit.resetInSeconds);
        const offer = await createOffer(offerWriter, await catalog.current(), request.body);
        // As with searches: built by typed code from what was stored, checked against the published
        // schema outside production, sent as it is in production (zod's pass is a tenth of an offer's time).
        if (checkAnswers) assertPublishedShape(offer, offerSchema);
        return reply
          .status(201)
          .header('Cache-Control', 'no-store')
          .type('application/json; charset=utf-8')
          .send(JSON.stringify(offer) as never);
      },
    );

    api.get(
      `${TRADE_BASE}/offers/:offerId`,
      {
        schema: {
          tags: ['catalogue'],
          summary: 'An offer, with whether it has expired',
          params: z.strictObject({ offerId: offerIdSchema }),
          response: { 200: offerSchema, 400: errorSchema, 404: errorSchema },
        },
      },
      async (request, reply) => {
        const offer = await findOffer(app.db, request.params.offerId);
        if (!offer) throw notFound(`no offer "${request.params.offerId}"`, 'offer_not_found');
        return reply.header('Cache-Control', 'no-store').send(offer);
      },
    );

    api.get(
      `${TRADE_BASE}/catalog-urls`,
      {
        schema: {
          tags: ['catalogue'],
          summary:
            'Every category, manufacturer and series url of a country (the sell route resolves each), e.g. to generate redirects',
          querystring: catalogUrlsQuerySchema,
          response: { 200: catalogUrlsResponseSchema, 400: errorSchema },
        },
      },
      async (request) => {
        const snapshot = await catalog.current();
        const { country } = request.query;
        const locale = COUNTRY_LOCALE[country];
        const nodes: z.infer<typeof catalogUrlsResponseSchema>['nodes'] = [];
        for (const category of snapshot.categories) {
          const text = category.texts[locale];
          if (!text) continue;
          nodes.push({
            kind: 'category',
            id: category.id,
            name: text.name,
            url: text.url,
            categoryId: category.id,
            manufacturerId: null,
            brand: null,
          });
          for (const manufacturer of category.manufacturers) {
            const m = manufacturer.texts[locale];
            if (!m) continue;
            nodes.push({
              kind: 'manufacturer',
              id: manufacturer.id,
              name: m.name,
              url: m.url,
              categoryId: category.id,
              manufacturerId: manufacturer.id,
              brand: manufacturer.brandName,
            });
            for (const series of manufacturer.series) {
              const s = series.texts[locale];
              if (s)
                nodes.push({
                  kind: 'series',
                  id: series.id,
                  name: s.name,
                  url: s.url,
                  categoryId: category.id,
                  manufacturerId: manufacturer.id,
                  brand: manufacturer.brandName,
                });
            }
          }
        }
        return { country, locale, version: snapshot.version, nodes };
      },
    );

    const imageParams = z.strictObject({
      kind: z.enum(['category', 'manufacturer', 'series', 'device']),
      file: z
        .string()
        .max(240)
        .regex(/^[a-z0-9.-]+\.svg$/),
    });
    const sendImage = async (kind: ImageKind, id: string, thumbnail: boolean, reply: FastifyReply) => {
      const snapshot = await catalog.current();
      let svg: string | null = null;
      if (kind === 'device') {
        const device = snapshot.deviceById.get(id);
        if (device) {
          const manufacturer = snapshot.manufacturerById.get(device.manufacturerId)!;
          const icon = snapshot.categoryById.get(device.categoryId)!.icon;
          svg = drawSvg({ icon, overline: manufacturer.brandName, title: device.model, thumbnail });
        }
      } else if (kind === 'series') {
        const series = snapshot.seriesById.get(id);
        if (series) {
          const manufacturer = snapshot.manufacturerById.get(series.manufacturerId)!;
          const icon = snapshot.categoryById.get(series.categoryId)!.icon;
          svg = drawSvg({
            icon,
            overline: manufacturer.brandName,
            title: series.texts['de-DE']?.name ?? id,
            thumbnail,
          });
        }
      } else if (kind === 'manufacturer') {
        const manufacturer = snapshot.manufacturerById.get(id);
        if (manufacturer)
          svg = drawBrandSvg(manufacturer.brandName, snapshot.categoryById.get(manufacturer.categoryId)!.icon);
      } else {
        const category = snapshot.categoryById.get(id);
        if (category) svg = drawSvg({ icon: category.icon, overline: '', title: '', thumbnail });
      }
      if (!svg) throw notFound(`no ${kind} "${id}"`, 'image_not_found');
      return reply
        .header('Cache-Control', 'public, max-age=86400')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .type('image/svg+xml; charset=utf-8')
        .send(svg);
    };

    api.get(
      `${TRADE_BASE}/images/:kind/:file`,
      {
        schema: {
          tags: ['catalogue'],
          summary: 'The picture of a category, manufacturer, series or device (SVG drawn by us)',
          params: imageParams,
        },
      },
      async (request, reply) => sendImage(request.params.kind, request.params.file.replace(/\.svg$/, ''), false, reply),
    );
    api.get(
      `${TRADE_BASE}/images/:kind/:id/thumbnail.svg`,
      {
        schema: {
          tags: ['catalogue'],
          summary: 'A small picture for lists',
          params: z.strictObject({
            kind: z.enum(['category', 'manufacturer', 'series', 'device']),
            id: z
              .string()
              .max(240)
              .regex(/^[a-z0-9.-]+$/),
          }),
        },
      },
      async (request, reply) => sendImage(request.params.kind, request.params.id, true, reply),
    );
  },
  { name: 'catalog', dependencies: ['env', 'db', 'shared-state', 'metrics'] },
);
