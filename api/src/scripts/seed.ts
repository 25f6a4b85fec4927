/**
 * `npm run seed [-- --devices 100000] [-- --reset]`: loads the catalogue into the database the
 * server is configured for (DATABASE_URL, or the embedded database in DATA_DIR).
 *
 *   --devices N   the demo catalogue, expanded with colour and market versions to N devices
 *                 (for benchmarks; without it, the demo catalogue of about 1,500 devices)
 *   --reset       replace a catalogue that is already there (offers keep their snapshots)
 */
import path from 'node:path';
import { openDb } from '../db/db';
import { migrate } from '../db/migrate';
import { EnvError, loadEnv } from '../env';
import { buildCatalogRows } from '../modules/catalog/seed/build';
import { catalogIsEmpty, clearCatalog, insertCatalogRows } from '../modules/catalog/seed/load';
import { expandCatalogRows } from '../modules/catalog/seed/synthetic';

export interface SeedArgs {
  devices: number | null;
  reset: boolean;
}

export function parseSeedArgs(argv: string[]): SeedArgs {
  const args: SeedArgs = { devices: null, reset: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--reset') args.reset = true;
    else if (arg === '--devices' || arg.startsWith('--devices=')) {
      const value = arg.includes('=') ? arg.split('=')[1] : argv[++i];
      const n = Number(value);
      if (!Number.isInteger(n) || n < 1 || n > 1_000_000)
        throw new Error(`--devices needs a whole number from 1 to 1000000, got "${value}"`);
      args.devices = n;
    } else throw new Error(`unknown argument "${arg}" (use --devices N and --reset)`);
  }
  return args;
}

export async function main(argv = process.argv.slice(2)): Promise<number> {
  let args: SeedArgs;
  let env;
  try {
    args = parseSeedArgs(argv);
    env = loadEnv();
  } catch (error) {
    console.error(error instanceof EnvError || error instanceof Error ? error.message : error);
    return 2;
  }
  const db = await openDb({
    databaseUrl: env.DATABASE_URL,
    pgliteDir: env.DATABASE_URL ? undefined : path.join(env.paths.data, 'pgdata'),
  });
  try {
    await migrate(db, { env });
    const started = Date.now();
    const rows = buildCatalogRows();
    // The demo catalogue is the least it loads; --devices adds to it.
    if (args.devices !== null) expandCatalogRows(rows, args.devices);
    const loaded = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock(7340212)');
      if (!(await catalogIsEmpty(tx))) {
        if (!args.reset) return false;
        await clearCatalog(tx);
      }
      await insertCatalogRows(tx, rows);
      return true;
    });
    if (!loaded) {
      console.error('the catalogue is not empty: add --reset to replace it');
      return 1;
    }
    // A command line tool reports on stdout.
    // eslint-disable-next-line no-console
    console.log(
      `catalogue loaded: ${rows.devices.length} devices, ${rows.series.length} series, ${rows.manufacturers.length} manufacturers in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    return 0;
  } finally {
    await db.close();
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]).endsWith(path.join('scripts', 'seed.ts'));
if (isMain) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
