import type { FastifyRequest } from 'fastify';

/** The host and protocol a request was made to, as page heads and sitemaps write their links. */
export function requestOrigin(request: FastifyRequest) {
  return {
    host: request.headers.host ?? '',
    protocol: request.protocol === 'https' ? ('https' as const) : ('http' as const),
  };
}
