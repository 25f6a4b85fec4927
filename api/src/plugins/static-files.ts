import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A path below a remote version's server build, relative to the remote store. */
const SERVER_BUILD_PATH = /^\/?[^/]+\/[^/]+\/server(\/|$)/;

/**
 * The built shop's files. Host assets and remote versions carry content hashes or live in
 * versioned folders, so they are cached for a year; the build manifest is always revalidated.
 * Brotli or gzip twins written at build time are sent when the browser accepts them.
 */
export default fp(
  async function staticFiles(app: FastifyInstance) {
    const hostDir = path.join(app.env.paths.dist, 'host');
    await app.register(fastifyStatic, {
      root: path.join(hostDir, 'assets'),
      prefix: '/assets/',
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE),
      index: false,
      wildcard: true,
    });
    // A store at another address (REMOTE_STORE_URL) is served there: the API holds none.
    if (!app.remoteStore.external)
      await app.register(fastifyStatic, {
        root: app.env.paths.remoteStore,
        prefix: '/remotes/',
        // A version's server build (`<name>/<version>/server/`) is the API's to run, not the browser's to load.
        allowedPath: (pathName) => !SERVER_BUILD_PATH.test(pathName),
        preCompressed: true,
        cacheControl: false,
        decorateReply: false,
        setHeaders: (res) => {
          res.setHeader('Cache-Control', IMMUTABLE);
          // Remote files may be loaded by a shop on another origin (a CDN in front, a staging host).
          res.setHeader('Access-Control-Allow-Origin', '*');
        },
        index: false,
        wildcard: true,
      });
    await app.register(fastifyStatic, {
      root: path.join(hostDir, 'builds'),
      prefix: '/builds/',
      cacheControl: false,
      decorateReply: false,
      setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
      index: false,
      wildcard: true,
    });
  },
  { name: 'static-files', dependencies: ['env'] },
);
