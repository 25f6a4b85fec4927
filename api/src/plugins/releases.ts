import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { COUNTRY_CODES, type CountryCode, type ReleaseManifest } from 'config';
import { databaseReleaseState } from 'release';
import { notFound } from '../lib/api-error';

/** Browsers revalidate on every load (a rollback shows on the next page); shared caches keep it 10 s. */
export const RELEASE_CACHE_CONTROL = 'public, no-cache, s-maxage=10';
/** How long the server's own reads (server rendering, preloads) reuse a manifest. */
const OWN_READS_MS = 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A country's release manifest for the server's own use (server rendering, preloads): from the database,
     * reused for a second. Null when there is none.
     */
    releaseManifest(country: CountryCode): Promise<ReleaseManifest | null>;
    /** Drops this instance's reused manifest of a country after a change made through it. */
    forgetReleaseManifest(country: CountryCode): void;
  }
}

/**
 * Serves `/releases/<cc>.json`, which version of each remote the country runs, from the release state in the
 * database (docs/decisions/0120-release-state-in-postgres.md): every instance answers what a change made
 * through any of them wrote, at once.
 */
export default fp(
  async function releases(app: FastifyInstance) {
    const state = databaseReleaseState(app.db);
    const recent = new Map<CountryCode, { at: number; manifest: Promise<ReleaseManifest | null> }>();
    app.decorate('releaseManifest', (country: CountryCode) => {
      const hit = recent.get(country);
      if (hit && Date.now() - hit.at < OWN_READS_MS) return hit.manifest;
      const manifest = state.readManifest(country).catch((error: unknown) => {
        app.log.warn({ err: error, country }, 'release manifest unreadable');
        return null;
      });
      recent.set(country, { at: Date.now(), manifest });
      return manifest;
    });
    app.decorate('forgetReleaseManifest', (country: CountryCode) => void recent.delete(country));

    app.get<{ Params: { file: string } }>('/releases/:file', { schema: { hide: true } }, async (request, reply) => {
      const match = /^([a-z]{2})\.json$/.exec(request.params.file);
      const country = match?.[1];
      if (!country || !(COUNTRY_CODES as readonly string[]).includes(country))
        throw notFound('no release manifest for that country');
      let manifest: ReleaseManifest;
      try {
        manifest = await state.readManifest(country as CountryCode);
      } catch (error) {
        request.log.error({ err: error, country }, 'release manifest unreadable');
        throw notFound(`release manifest of ${country} is missing or invalid`);
      }
      const body = JSON.stringify(manifest);
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      void reply
        .header('Cache-Control', RELEASE_CACHE_CONTROL)
        .header('ETag', etag)
        .type('application/json; charset=utf-8');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.send(body);
    });
  },
  { name: 'releases', dependencies: ['env', 'db'] },
);
