import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { ApiError } from '../../../lib/api-error';

/** The JSON:API media type (jsonapi.org, version 1.1). */
export const JSON_API = 'application/vnd.api+json';
export const JSON_API_VERSION = '1.1';

/** Resource identifier: `{ type, id }`. */
export const linkageSchema = z.object({ type: z.string(), id: z.string() });

export function resourceSchema<A extends z.ZodType, T extends string>(type: T, attributes: A) {
  return z.object({
    type: z.literal(type),
    id: z.string(),
    attributes,
    relationships: z
      .record(
        z.string(),
        z.object({ data: z.array(linkageSchema), links: z.object({ related: z.string() }).optional() }),
      )
      .optional(),
    links: z.object({ self: z.string() }),
  });
}

const jsonapiMember = z.object({ version: z.literal(JSON_API_VERSION) });

export function singleDocumentSchema<R extends z.ZodType>(resource: R, included?: z.ZodType) {
  return z.object({
    jsonapi: jsonapiMember,
    links: z.object({ self: z.string() }),
    data: resource,
    ...(included ? { included: z.array(included).optional() } : {}),
  });
}

export function collectionDocumentSchema<R extends z.ZodType>(resource: R, included?: z.ZodType) {
  return z.object({
    jsonapi: jsonapiMember,
    links: z.object({ self: z.string() }),
    meta: z.object({ total: z.number().int() }),
    data: z.array(resource),
    ...(included ? { included: z.array(included).optional() } : {}),
  });
}

export interface JsonApiErrorObject {
  status: string;
  code: string;
  title: string;
  detail?: string;
  source?: { pointer?: string; parameter?: string };
}

export function errorDocument(errors: JsonApiErrorObject[]) {
  return { jsonapi: { version: JSON_API_VERSION }, errors };
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

/** JSON:API error: a stable code, and where in the request document or query the problem is. */
export class JsonApiError extends ApiError {
  constructor(
    statusCode: number,
    code: string,
    message: string,
    readonly source?: { pointer?: string; parameter?: string },
  ) {
    super(statusCode, code, message);
  }
}

function sendErrors(reply: FastifyReply, status: number, errors: JsonApiErrorObject[]) {
  // The request's id, as in its X-Request-Id header and log lines (plugins/request-id.ts).
  return reply
    .status(status)
    .type(JSON_API)
    .serializer((document) => JSON.stringify(document))
    .send({ ...errorDocument(errors), meta: { requestId: reply.request.id } });
}

/** Where a zod issue of a given part of the request is, as a JSON:API error source. */
function sourceOf(context: string | undefined, path: string): JsonApiErrorObject['source'] {
  if (context === 'querystring') return { parameter: path.split('.')[0] ?? path };
  if (context === 'body') return { pointer: '/' + path.split('.').filter(Boolean).join('/') };
  return { parameter: path };
}

/**
 * Turns this plugin's errors into JSON:API error documents and checks the media type rules of the
 * format: 415 for a body that is not `application/vnd.api+json` (or carries other parameters than
 * ext/profile), 406 when every JSON:API media type the client accepts carries parameters.
 */
export function applyJsonApiConventions(app: FastifyInstance): void {
  app.addContentTypeParser(
    JSON_API,
    { parseAs: 'string', bodyLimit: 512 * 1024 },
    app.getDefaultJsonParser('error', 'error'),
  );

  app.addHook('onRequest', async (request: FastifyRequest) => {
    const accept = request.headers.accept;
    if (accept) {
      const ours = accept
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part.toLowerCase().startsWith(JSON_API));
      if (ours.length && ours.every((part) => /;\s*(?!ext=|profile=)[a-z]/i.test(part))) {
        throw new JsonApiError(
          406,
          'not_acceptable',
          'every JSON:API media type in Accept carries parameters other than ext/profile',
        );
      }
    }
    if (request.method === 'PATCH' || request.method === 'POST') {
      const type = request.headers['content-type'] ?? '';
      const [mediaType, ...params] = type.split(';').map((s) => s.trim());
      if (mediaType?.toLowerCase() !== JSON_API) {
        throw new JsonApiError(415, 'unsupported_media_type', `send the document as ${JSON_API}`);
      }
      if (params.some((p) => p && !/^(ext|profile)=/i.test(p))) {
        throw new JsonApiError(
          415,
          'unsupported_media_type',
          'only the ext and profile media type parameters are allowed',
        );
      }
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof JsonApiError || error instanceof ApiError) {
      if (error.statusCode === 401)
        void reply.header('WWW-Authenticate', 'Basic realm="Revalu content", charset="UTF-8"');
      if (error.statusCode === 429 && typeof error.details?.retryAfterSeconds === 'number') {
        void reply.header('Retry-After', String(Math.ceil(error.details.retryAfterSeconds)));
      }
      const fieldErrors = Object.entries(error.fields ?? {}).map(([field, code]) => ({
        status: String(error.statusCode),
        code,
        title: TITLES[error.statusCode] ?? 'Error',
        detail: `${field}: ${code}`,
        source: { pointer: `/data/attributes/${field.split('.').join('/')}` },
      }));
      const main: JsonApiErrorObject = {
        status: String(error.statusCode),
        code: error.code,
        title: TITLES[error.statusCode] ?? 'Error',
        detail: error.message,
      };
      if (error instanceof JsonApiError && error.source) main.source = error.source;
      return sendErrors(reply, error.statusCode, fieldErrors.length ? fieldErrors : [main]);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => {
        const path =
          issue.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
          ((issue.params as { issue?: { path?: unknown[] } })?.issue?.path ?? []).join('.') ||
          '';
        const source = sourceOf(error.validationContext, path);
        return {
          status: '400',
          code: 'validation',
          title: 'Bad Request',
          detail: `${path || error.validationContext || 'request'}: ${issue.message ?? 'invalid'}`,
          ...(source ? { source } : {}),
        };
      });
      // uniqueItems: the format wants no two identical error objects.
      const unique = [...new Map(errors.map((e) => [JSON.stringify(e), e])).values()];
      return sendErrors(reply, 400, unique);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return sendErrors(reply, 500, [{ status: '500', code: 'internal', title: TITLES[500]! }]);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendErrors(reply, status, [
        {
          status: String(status),
          code: error.code?.toLowerCase() ?? 'bad_request',
          title: TITLES[status] ?? 'Error',
          detail: error.message,
        },
      ]);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendErrors(reply, 500, [{ status: '500', code: 'internal', title: TITLES[500]! }]);
  });
}
