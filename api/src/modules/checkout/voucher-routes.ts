import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { COUNTRY_CODES } from 'config';
import { badRequest, conflict, notFound } from '../../lib/api-error';
import { createVoucherSchema, patchVoucherSchema, voucherSchema } from './admin-schemas';
import { errorSchema } from './schemas';
import { insertVoucher, listVouchers, updateVoucher, voucherExists, voucherView } from './vouchers-repository';

/** Back office of the checkout: vouchers. */
export default async function voucherRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = { preHandler: app.requireAdmin };
  const security = [{ admin: [] }];

  api.post(
    '/api/admin/vouchers',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        security,
        summary:
          'Create a voucher (a payout bonus: percentage of the cart value or fixed, per country, with validity and minimum value)',
        body: createVoucherSchema,
        response: { 201: voucherSchema, 400: errorSchema, 401: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const v = request.body;
      const row = await insertVoucher(app.db, v);
      if (!row) throw conflict('voucher_exists', `voucher ${v.code} exists already`);
      return reply.status(201).send(voucherView(row));
    },
  );

  api.get(
    '/api/admin/vouchers',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        security,
        summary: 'List vouchers, newest first',
        querystring: z.object({ country: z.enum(COUNTRY_CODES).optional() }),
        response: { 200: z.object({ vouchers: z.array(voucherSchema) }), 401: errorSchema },
      },
    },
    async (request) => {
      const rows = await listVouchers(app.db, request.query.country ?? null);
      return { vouchers: rows.map(voucherView) };
    },
  );

  api.patch(
    '/api/admin/vouchers/:code',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Deactivate a voucher, or change its end or redemption limit',
        params: z.object({ code: z.string().max(32) }),
        body: patchVoucherSchema,
        response: { 200: voucherSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const row = await updateVoucher(app.db, request.params.code.toUpperCase(), request.body);
      if (!row) {
        if (await voucherExists(app.db, request.params.code.toUpperCase()))
          throw badRequest('validation', 'validUntil must be after validFrom', {
            validUntil: 'must be after validFrom',
          });
        throw notFound('no such voucher', 'voucher_not_found');
      }
      return voucherView(row);
    },
  );
}
