/**
 * Builds the release page (api/src/modules/releases/page/, React) with rspack into api/dist/release-page/,
 * which the API serves at /admin/releases: its script and style sheet, uPlot's style sheet and the shop's
 * design tokens. Part of the API's build (build-api.ts); `npm run build -- release-page` builds it alone.
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Configuration } from '@rspack/core';
import { scriptRule } from './lib/rspack/rules';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PAGE_SRC = path.join(ROOT, 'api', 'src', 'modules', 'releases', 'page');
export const RELEASE_PAGE_OUT = path.join(ROOT, 'api', 'dist', 'release-page');

/** uPlot's style sheet, found by its package.json (its `exports` do not list the file). */
const uplotStyleSheet = () =>
  path.join(path.dirname(createRequire(import.meta.url).resolve('uplot/package.json')), 'dist', 'uPlot.min.css');

function releasePageConfig(outDir: string): Configuration {
  return {
    name: 'release-page',
    mode: 'production',
    context: PAGE_SRC,
    target: ['web', 'es2022'],
    entry: { 'release-page': './main.tsx' },
    devtool: false,
    output: { path: outDir, filename: '[name].js', cssFilename: '[name].css' },
    resolve: { extensions: ['.ts', '.tsx', '.js'], conditionNames: ['browser', 'import', 'module', 'default'] },
    module: { rules: [scriptRule(false), { test: /\.css$/, type: 'css' }] },
    // One script and one style sheet: the page's CSP allows files of its own origin, and nothing inline.
    optimization: { splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
  };
}

async function compile(config: Configuration): Promise<void> {
  const { rspack } = await import('@rspack/core');
  await new Promise<void>((resolve, reject) => {
    const compiler = rspack(config);
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true, colors: false })));
      resolve();
    });
  });
}

/** Writes the page's files into `outDir` (which the caller moves into place). */
export async function writeReleasePage(outDir: string): Promise<void> {
  await compile(releasePageConfig(outDir));
  await copyFile(uplotStyleSheet(), path.join(outDir, 'uplot.css'));
  await copyFile(path.join(ROOT, 'shared', 'src', 'ui', 'tokens.css'), path.join(outDir, 'tokens.css'));
}

/** Builds the page into api/dist/release-page/ (or `outDir`), replacing the one there only when complete. */
export async function buildReleasePage(outDir = RELEASE_PAGE_OUT): Promise<void> {
  const staging = `${outDir}.staging-${process.pid}`;
  const old = `${outDir}.old-${process.pid}`;
  try {
    await rm(staging, { recursive: true, force: true });
    await mkdir(staging, { recursive: true });
    await writeReleasePage(staging);
    if (existsSync(outDir)) await rename(outDir, old);
    await rename(staging, outDir);
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(old, { recursive: true, force: true });
  }
}

/** `node scripts/run.mjs scripts/build-release-page.ts [--out-dir dir]` */
export async function main(args: string[]): Promise<number> {
  const i = args.indexOf('--out-dir');
  await buildReleasePage(i === -1 ? undefined : path.resolve(args[i + 1] ?? ''));
  console.log(`release page: built into ${path.relative(ROOT, i === -1 ? RELEASE_PAGE_OUT : args[i + 1]!)}/`);
  return 0;
}
