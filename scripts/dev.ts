/**
 * `npm run dev -w <app>`: one app in development with hot reload.
 *
 * - A remote runs alone in its standalone shell (shared/src/standalone) at its own port:
 *   mf-catalog 3001, mf-checkout 3002, mf-account 3003, mf-content 3004. `?country=fr` switches
 *   the country. Its `mf-manifest.json` is served too, for trying it inside a host.
 * - The host runs at 3000 with the remotes the release manifests pin.
 * API calls, release manifests and pinned remotes are proxied to API_ORIGIN
 * (default http://localhost:8080, i.e. `npm start` in another terminal).
 *
 * Runs through jiti (scripts/run.mjs), never tsx: see scripts/run.mjs.
 */
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';
import { RspackDevServer } from '@rspack/dev-server';
import type { AppConfigOptions, AppName } from '../rspack.base';
import { ALL_APPS, appDir, isAppName, isRemote } from './lib/apps';

export const DEV_PORTS: Record<AppName, number> = {
  host: 3000,
  'mf-catalog': 3001,
  'mf-checkout': 3002,
  'mf-account': 3003,
  'mf-content': 3004,
};

export async function main(args: string[]): Promise<number> {
  const app = args[0];
  if (!app || !isAppName(app)) {
    console.error(`usage: npm run dev -w <app>  (apps: ${ALL_APPS.join(', ')})`);
    return 2;
  }
  const port = Number(process.env.PORT ?? DEV_PORTS[app]);
  const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:8080';
  const mod = (await import(pathToFileURL(path.join(appDir(app), 'rspack.config.ts')).href)) as {
    default: (o: Partial<AppConfigOptions>) => Configuration;
  };
  const config = mod.default({
    mode: 'development',
    standalone: isRemote(app),
    outputPath: path.join(os.tmpdir(), `shop-dev-${app}`),
  });
  config.output = { ...config.output, publicPath: isRemote(app) ? `http://localhost:${port}/` : '/', clean: false };
  config.devServer = {
    port,
    host: '0.0.0.0',
    hot: true,
    historyApiFallback: true,
    allowedHosts: 'all',
    headers: { 'Access-Control-Allow-Origin': '*' },
    client: { overlay: { errors: true, warnings: false } },
    proxy: [
      { context: ['/api', '/releases', '/remotes', '/builds', '/health'], target: apiOrigin, changeOrigin: false },
    ],
  };
  const compiler = rspack(config);
  const server = new RspackDevServer(config.devServer, compiler);
  await server.start();
  console.log(`${app} in development at http://localhost:${port}/ (API and pinned remotes from ${apiOrigin})`);
  await new Promise<void>((resolve) => {
    const stop = () => void server.stop().then(resolve);
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return 0;
}
