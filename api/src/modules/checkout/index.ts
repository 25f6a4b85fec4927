import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { resolveSite, type Site } from 'config';
import { isValidTradeNumber } from 'config/checkout';
import { ApiError, badRequest, notFound, tooManyRequests } from '../../lib/api-error';
import adminRoutes from './admin-routes';
import { createConfirmationOutbox } from './confirmation-outbox';
import { checkCustomerData } from './customer-rules';
import { renderLabelPdf } from './label-pdf';
import { createPayoutCipher } from '../../lib/payout-crypto';
import { businessContact, deviceFacts, priceCart } from './pricing';
import {
  cartPriceRequestSchema,
  cartPriceResponseSchema,
  createTradeRequestSchema,
  errorSchema,
  tradeViewSchema,
} from './schemas';
import { createTradeAccess } from './trade-access';
import { labelData, labelFileName, loadTradeDocumentData } from './trade-documents';
import { createTrade, loadTradeView } from './trades-repository';
import voucherRoutes from './voucher-routes';

const tradeNumberParams = z.object({ tradeNumber: z.string().max(20) });
const tokenQuery = z.object({ token: z.string().max(64).optional() });

/** The shop (country, language, mode) a request comes from: its Host, as for the pages. */
export function siteOf(request: FastifyRequest): Site {
  const resolved = resolveSite(request.hostname);
  if (!resolved.ok)
    throw badRequest('invalid_site', `no shop answers at ${resolved.hostname || 'this host'} (${resolved.error})`);
  return resolved.site;
}

/** The logged-in customer (accounts' customer-auth plugin), or nulls for a guest checkout. */
function accountOf(request: FastifyRequest): { customerId: string | null; accountUserId: string | null } {
  const customer = request.customer;
  return { customerId: customer?.customerId ?? null, accountUserId: customer?.userId ?? null };
}

/**
 * The checkout module: cart pricing, trades from offers, the trade's page and shipping
 * label, confirmation mails, vouchers and trades in the back office.
 */
export default async function checkoutModule(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const cipher = createPayoutCipher(app.env);
  const access = createTradeAccess(app.env);
  const outbox = createConfirmationOutbox({
    db: app.db,
    outbox: app.mailOutbox,
    access,
    publicOrigins: app.publicOrigins,
  });

  api.post(
    '/api/cart/price',
    {
      schema: {
        tags: ['checkout'],
        summary:
          'Price a cart from offer ids: each line with its status, the voucher, the payout total and the cart expiry',
        body: cartPriceRequestSchema,
        response: { 200: cartPriceResponseSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const limit = await app.sharedState.hit(`cart-price:${request.ip}`, 60, 240);
      if (limit.count > 240) throw tooManyRequests(limit.resetInSeconds);
      const site = siteOf(request);
      const b2b = request.body.b2b || site.shopMode === 'b2bWidget';
      const price = await priceCart(app.db, site.country, request.body.items, request.body.voucherCode, b2b);
      return {
        country: site.country,
        currency: 'EUR' as const,
        lines: price.lines.map((l) => ({
          offerId: l.offerId,
          status: l.status,
          quantity: l.quantity,
          unitPrice: l.unitPrice,
          lineTotal: l.lineTotal,
          validUntil: l.validUntil,
          deviceId: l.offer?.device_id ?? null,
          deviceName: l.offer ? deviceFacts(l.offer).name : null,
          deviceSlug: l.offer ? deviceFacts(l.offer).slug : null,
        })),
        itemsTotal: price.itemsTotal,
        voucher: price.voucher,
        payoutTotal: price.payoutTotal,
        cartExpiry: price.cartExpiry,
        b2b: { ...businessContact(site.country), overCap: price.overCap },
      };
    },
  );

  api.post(
    '/api/trades',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Create a trade from offer ids and the customer data (send an Idempotency-Key header)',
        description:
          'The server re-prices the offers it issued; unknown, expired, foreign or already traded offers are refused item by item ' +
          '(422 offers_unavailable). `expectedTotal` is the payout total the customer agreed to: another total answers 409 price_changed. ' +
          'The same Idempotency-Key with the same request answers the same trade (header Idempotent-Replayed: true); with another request 422.',
        headers: z.object({ 'idempotency-key': z.string().optional() }).passthrough(),
        body: createTradeRequestSchema,
        response: {
          201: tradeViewSchema,
          400: errorSchema,
          401: errorSchema,
          409: errorSchema,
          422: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      if (typeof key !== 'string' || !/^[A-Za-z0-9_-]{16,100}$/.test(key)) {
        throw badRequest(
          'idempotency_key_required',
          'send an Idempotency-Key header of 16 to 100 letters, digits, - or _ (a UUID will do)',
        );
      }
      const limit = await app.sharedState.hit(`trade-create:${request.ip}`, 3600, app.env.TRADE_CREATE_LIMIT);
      if (limit.count > app.env.TRADE_CREATE_LIMIT) throw tooManyRequests(limit.resetInSeconds);
      // A customer who sent a token that no longer works would get a trade missing from their account.
      if (request.customerAuthProblem)
        throw new ApiError(
          401,
          request.customerAuthProblem,
          'the access token was refused: refresh it, or check out as a guest',
        );
      const site = siteOf(request);
      const body = request.body;
      const b2b = body.b2b || site.shopMode === 'b2bWidget';
      const checked = checkCustomerData(site.country, b2b, body);
      if (!checked.ok) {
        throw badRequest(
          'validation',
          `invalid fields: ${Object.entries(checked.fields)
            .map(([f, c]) => `${f} (${c})`)
            .join(', ')}`,
          checked.fields,
        );
      }
      const outcome = await createTrade(
        app.db,
        cipher,
        {
          country: site.country,
          locale: site.locale,
          shopMode: site.shopMode,
          b2b,
          ...accountOf(request),
          idempotencyKey: key,
          // A record of the shop it was made in; mails build their links from configuration again.
          shopOrigin: app.publicOrigins.of(site.country, site.shopMode),
        },
        body,
        checked.value,
        (tx, tradeId) => outbox.queue(tx, tradeId),
      );
      if (outcome.kind === 'created') {
        // After the commit, never inside it; the outbox retries whatever fails here.
        void outbox
          .deliver(outcome.tradeId)
          .catch((err: unknown) => request.log.error({ err }, 'confirmation mail not sent yet'));
      } else {
        void reply.header('Idempotent-Replayed', 'true');
      }
      const view = await loadTradeView(app.db, access, { tradeId: outcome.tradeId });
      return reply.status(201).send(view!);
    },
  );

  function tokenOf(request: FastifyRequest<{ Querystring: { token?: string } }>): string | undefined {
    const header = request.headers['x-trade-token'];
    return typeof header === 'string' ? header : request.query.token;
  }

  async function ownTradeNumber(
    request: FastifyRequest<{ Params: { tradeNumber: string }; Querystring: { token?: string } }>,
  ): Promise<string> {
    const { tradeNumber } = request.params;
    // One answer for "no such trade" and "not yours": a trade number alone reveals nothing.
    if (!isValidTradeNumber(tradeNumber) || !access.verify(tradeNumber, tokenOf(request)))
      throw notFound('no such trade', 'trade_not_found');
    return tradeNumber;
  }

  api.get(
    '/api/trades/:tradeNumber',
    {
      schema: {
        tags: ['checkout'],
        summary:
          "A trade as its owner sees it (thank-you page); needs the trade's access token (X-Trade-Token header or ?token=)",
        params: tradeNumberParams,
        querystring: tokenQuery,
        response: { 200: tradeViewSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const tradeNumber = await ownTradeNumber(request);
      const view = await loadTradeView(app.db, access, { tradeNumber });
      if (!view) throw notFound('no such trade', 'trade_not_found');
      void reply.header('Cache-Control', 'private, no-store');
      return view;
    },
  );

  api.get(
    '/api/trades/:tradeNumber/label.pdf',
    {
      schema: {
        tags: ['checkout'],
        summary:
          "The trade's printable shipping label (PDF, trade number as Code 128 barcode; DHL for de, UPS elsewhere)",
        params: tradeNumberParams,
        querystring: tokenQuery,
      },
    },
    async (request, reply) => {
      const tradeNumber = await ownTradeNumber(request);
      const { rows } = await app.db.query<{ id: number }>('select id from trades where trade_number = $1', [
        tradeNumber,
      ]);
      const trade = rows[0] ? await loadTradeDocumentData(app.db, Number(rows[0].id)) : null;
      if (!trade) throw notFound('no such trade', 'trade_not_found');
      const pdf = await renderLabelPdf(labelData(trade));
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${labelFileName(tradeNumber)}"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );

  await app.register(voucherRoutes);
  await app.register(adminRoutes, { cipher, outbox, access });
}
