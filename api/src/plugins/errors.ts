import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ApiError } from '../lib/api-error';
import { DependencyUnavailable, isConnectionError } from '../lib/unavailable';

export interface ErrorBody {
  statusCode: number;
  code: string;
  message: string;
  fields?: Record<string, string>;
  /** The request's id, also in its `X-Request-Id` header and its log lines. */
  requestId?: string;
  [detail: string]: unknown;
}

/**
 * The one error handler. Bad input becomes a 400 that names each field; errors we raise on purpose
 * keep their status and code; anything else is a 500 that is logged in full and answered without
 * internals.
 */
/**
 * Error bodies are written as they are, not through the route's response schema: a schema that
 * lists an error's fields would drop the others (the request id among them).
 */
const asJson = (body: unknown) => JSON.stringify(body);

export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((raw: FastifyError, request, reply) => {
      void reply.serializer(asJson);
      // A lost connection that no layer named (a driver's own error): still a 503, not a bug.
      const error: FastifyError | ApiError =
        !(raw instanceof ApiError) && isConnectionError(raw) ? new DependencyUnavailable('database', raw) : raw;
      if (error instanceof DependencyUnavailable) {
        request.log.warn({ err: error.cause, dependency: error.dependency }, 'dependency unavailable');
      }
      if (error instanceof ApiError) {
        if (
          (error.statusCode === 429 || error.statusCode === 503) &&
          typeof error.details?.retryAfterSeconds === 'number'
        ) {
          void reply.header('Retry-After', String(Math.ceil(error.details.retryAfterSeconds)));
        }
        const body: ErrorBody = {
          statusCode: error.statusCode,
          code: error.code,
          message: error.message,
          ...error.details,
          requestId: request.id,
        };
        if (error.fields) body.fields = error.fields;
        return reply.status(error.statusCode).send(body);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields: Record<string, string> = {};
        for (const issue of error.validation) {
          const where =
            issue.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
            (issue.params as { issue?: { path?: unknown[] } })?.issue?.path?.join('.') ||
            '(body)';
          fields[where] ??= issue.message ?? 'invalid';
        }
        const summary = Object.entries(fields)
          .map(([k, v]) => `${k}: ${v}`)
          .join('; ');
        return reply.status(400).send({
          statusCode: 400,
          code: 'validation',
          message: `invalid ${error.validationContext ?? 'request'}: ${summary}`,
          fields,
          requestId: request.id,
        });
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
        return reply
          .status(500)
          .send({ statusCode: 500, code: 'internal', message: 'Internal Server Error', requestId: request.id });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Fastify's own 4xx (bad JSON, body too large, unsupported media type): safe to pass on.
        return reply.status(status).send({
          statusCode: status,
          code: error.code?.toLowerCase() ?? 'bad_request',
          message: error.message,
          requestId: request.id,
        });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply
        .status(500)
        .send({ statusCode: 500, code: 'internal', message: 'Internal Server Error', requestId: request.id });
    });

    app.setNotFoundHandler((request, reply) => {
      reply.status(404).send({
        statusCode: 404,
        code: 'not_found',
        message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
        requestId: request.id,
      });
    });
  },
  { name: 'errors' },
);
