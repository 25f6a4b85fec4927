import type { FastifyRequest } from 'fastify';
import { canonicalOrigin, normalizeHostname, resolveSite, type CountryCode } from 'config';

/**
 * The origin of a country's shop for links in mails. A request from that country's own host keeps
 * its host (so local and test links are followable); a request from a local host of another country
 * gets that country's local host on the same port; otherwise PUBLIC_ORIGIN for the request's own
 * country, else the country's canonical production origin.
 */
export function shopOrigin(request: FastifyRequest, country: CountryCode, publicOrigin?: string): string {
  const rawHost = request.headers.host ?? '';
  const hostname = normalizeHostname(rawHost);
  const port = /:(\d+)$/.exec(rawHost)?.[1];
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  const resolution = resolveSite(rawHost);
  if (resolution.ok && resolution.site.country === country && resolution.site.shopMode === 'default')
    return `${protocol}://${rawHost}`;
  if (hostname === 'localhost' || hostname.endsWith('.localhost'))
    return `${protocol}://${country}.localhost${port ? `:${port}` : ''}`;
  if (publicOrigin && resolution.ok && resolution.site.country === country) return publicOrigin.replace(/\/$/, '');
  return canonicalOrigin(country);
}
