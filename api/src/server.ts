import path from 'node:path';
import v8 from 'node:v8';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { EnvError, loadEnv } from './env';

/** Starts the server: one process serves the shop, the remotes, the release manifests and the API. */
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
  const app = await buildApp({ env });
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
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
