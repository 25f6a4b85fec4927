import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import v8 from 'node:v8';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { EnvError, loadEnv } from './env';
import { startTelemetry } from './telemetry';

/**
 * Starts the server: one process serves the shop, the remotes, the release manifests and the API.
 * Production runs it built (`npm run build`, then `node api/dist/server.js`).
 */
export async function startServer(): Promise<void> {
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Before the catalogue is loaded (docs/decisions/0075-search-memory-outside-the-heap.md).
  if (env.HEAP_GROWTH_PERCENT > 0) v8.setFlagsFromString(`--heap-growing-percent=${env.HEAP_GROWTH_PERCENT}`);
  // Before the app's modules load, so that they can be instrumented (telemetry.ts).
  const telemetry = await startTelemetry(env);
  const { buildApp } = await import('./app');
  const app = await buildApp({ env });

  // A graceful stop (docs/operations.md, "Stopping"): not ready at once, still serving for
  // SHUTDOWN_DELAY_MS while balancers notice (SIGTERM only; Ctrl-C stops at once), then no new
  // connections, the requests under way finished, pools and workers closed. Past the timeout, or on
  // a second signal, the process exits with 1. An uncaught error closes the same way, with 1.
  closeWithGrace(
    {
      delay: env.SHUTDOWN_DELAY_MS + env.SHUTDOWN_TIMEOUT_MS,
      logger: { error: (message: string) => app.log.error(message) },
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'closing after an uncaught error');
      app.shutdown.drain();
      app.log.info({ signal }, 'shutting down: not ready, draining');
      if (signal === 'SIGTERM' && env.SHUTDOWN_DELAY_MS > 0) await sleep(env.SHUTDOWN_DELAY_MS);
      await app.close();
      await telemetry?.shutdown();
      app.log.info('stopped');
    },
  );
  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(
    `shop at http://localhost:${env.PORT}/ (de), http://fr.localhost:${env.PORT}/ (fr), API docs at /api/docs`,
  );
}

const isMain = Boolean(process.argv[1]) && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]!);
if (isMain) {
  startServer().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
