import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI of the shop API, generated from the routes' zod schemas, at /api/docs. */
export default fp(
  async function docs(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Revalu trade-in shop API',
          version: '1.0.0',
          description:
            'Search, offers, cart pricing, trades, accounts, customers, content, newsletter, contact, clarifications and controlling. ' +
            'Errors answer `{ statusCode, code, message, fields? }`: `code` is stable, `fields` maps each bad field to its problem.',
        },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            admin: { type: 'http', scheme: 'bearer', description: 'ADMIN_TOKEN' },
            contentEditor: { type: 'http', scheme: 'basic' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'docs' },
);
