/**
 * Compiles the API to JavaScript in api/dist/ (part of `npm run build`), so production runs
 * `node api/dist/server.js` with no TypeScript tooling loaded (docs/operations.md, "The build").
 *
 *   api/dist/server.js            the server (entry), with its chunks beside it (chunk-*.js)
 *   api/dist/search-worker.js     the search worker thread's entry
 *   api/dist/migrations/          the SQL migrations, and the code migrations compiled (*.js)
 *   api/dist/release-page/        the release page, built with rspack (build-release-page.ts)
 *
 * esbuild bundles our TypeScript (the API and the workspace packages it imports, e.g. `config`) and
 * leaves every package from node_modules as an import: OpenTelemetry instruments those packages
 * when they load, native addons and PGlite's WebAssembly find their files, and the image installs
 * them with `npm ci --omit=dev`. Like the apps, the build is written into a staging folder and
 * moved into place only when complete.
 */
import { copyFile, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { writeReleasePage } from './build-release-page';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const API_SRC = path.join(ROOT, 'api', 'src');
const MIGRATIONS = path.join(API_SRC, 'db', 'migrations');

/** Packages of this repository (npm workspaces): compiled into the bundle, as they are TypeScript. */
async function workspacePackages(): Promise<Set<string>> {
  const root = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] };
  const names = await Promise.all(
    root.workspaces.map(
      async (dir) =>
        (JSON.parse(await readFile(path.join(ROOT, dir, 'package.json'), 'utf8')) as { name: string }).name,
    ),
  );
  return new Set(names);
}

/** Every bare import stays an import of node_modules, except our own workspace packages. */
function externalPackages(workspaces: Set<string>): Plugin {
  return {
    name: 'external-packages',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('node:')) return { path: args.path, external: true };
        const name = args.path.startsWith('@') ? args.path.split('/').slice(0, 2).join('/') : args.path.split('/')[0]!;
        return workspaces.has(name) ? undefined : { path: args.path, external: true };
      });
    },
  };
}

export interface BuildApiOptions {
  /** api/dist by default. */
  outDir?: string;
  log?: (line: string) => void;
}

export async function buildApi(options: BuildApiOptions = {}): Promise<void> {
  const log = options.log ?? ((line: string) => console.log(line));
  const outDir = options.outDir ?? path.join(ROOT, 'api', 'dist');
  const staging = `${outDir}.staging-${process.pid}`;
  const started = Date.now();
  await rm(staging, { recursive: true, force: true });

  const migrationFiles = (await readdir(MIGRATIONS)).filter((f) => /^\d{4}_[a-z0-9_]+\.(sql|ts)$/.test(f));
  const codeMigrations = migrationFiles.filter((f) => f.endsWith('.ts'));
  try {
    await build({
      entryPoints: {
        server: path.join(API_SRC, 'server.ts'),
        'search-worker': path.join(API_SRC, 'modules', 'catalog', 'search', 'search-worker.ts'),
        ...Object.fromEntries(
          codeMigrations.map((f) => [`migrations/${f.replace(/\.ts$/, '')}`, path.join(MIGRATIONS, f)]),
        ),
      },
      outdir: staging,
      bundle: true,
      // Shared code goes into chunks beside server.js: modules that find files from their own URL
      // (env.ts, migrate.ts, ...) then resolve them from api/dist/, as they do from api/src/.
      splitting: true,
      chunkNames: 'chunk-[hash]',
      format: 'esm',
      platform: 'node',
      target: 'node20.19',
      sourcemap: 'linked',
      legalComments: 'none',
      define: { __API_BUILT__: 'true' },
      // Folds `API_BUILT` (lib/built.ts) across modules, so the branches only the sources take (the
      // search worker's tsx entry, the release checks' TypeScript parsing) are not in the build.
      minifySyntax: true,
      plugins: [externalPackages(await workspacePackages())],
      logLevel: 'warning',
    });
    await writeReleasePage(path.join(staging, 'release-page'));
    await mkdir(path.join(staging, 'migrations'), { recursive: true });
    for (const f of migrationFiles.filter((f) => f.endsWith('.sql'))) {
      await copyFile(path.join(MIGRATIONS, f), path.join(staging, 'migrations', f));
    }
    const old = `${outDir}.old-${process.pid}`;
    await rm(old, { recursive: true, force: true });
    await rename(outDir, old).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    await rename(staging, outDir);
    await rm(old, { recursive: true, force: true });
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  log(`api: built into ${path.relative(ROOT, outDir)}/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** `node scripts/run.mjs scripts/build-api.ts [--out-dir dir]` */
export async function main(args: string[]): Promise<number> {
  const i = args.indexOf('--out-dir');
  await buildApi(i === -1 ? {} : { outDir: path.resolve(args[i + 1] ?? '') });
  return 0;
}
