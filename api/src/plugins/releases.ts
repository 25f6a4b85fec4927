import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { COUNTRY_CODES, type CountryCode, type ReleaseManifest } from 'config';
import { releaseManifestSchema } from 'config/schemas';
import { notFound } from '../lib/api-error';

/** Browsers revalidate on every load (a rollback shows on the next page); shared caches keep it 10 s. */
export const RELEASE_CACHE_CONTROL = 'public, no-cache, s-maxage=10';

export async function readReleaseManifest(releasesDir: string, country: CountryCode): Promise<ReleaseManifest> {
  const raw = await readFile(path.join(releasesDir, `${country}.json`), 'utf8');
  return releaseManifestSchema.parse(JSON.parse(raw));
}

/** Serves `/releases/<cc>.json`: which version of each remote the country runs. */
export default fp(
  async function releases(app: FastifyInstance) {
    app.get<{ Params: { file: string } }>('/releases/:file', { schema: { hide: true } }, async (request, reply) => {
      const match = /^([a-z]{2})\.json$/.exec(request.params.file);
      const country = match?.[1];
      if (!country || !(COUNTRY_CODES as readonly string[]).includes(country))
        throw notFound('no release manifest for that country');
      let manifest: ReleaseManifest;
      try {
        manifest = await readReleaseManifest(app.env.paths.releases, country as CountryCode);
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
  { name: 'releases', dependencies: ['env'] },
);
