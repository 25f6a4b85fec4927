/**
 * Builds host and remotes for production. Runs through jiti, never tsx (see scripts/run.mjs).
 *
 *   npm run build                      every app (a remote whose version is built already is skipped) and the API
 *   npm run build -- mf-catalog host   only these (`api`: the API, compiled to api/dist/ by build-api.ts, with
 *                                      the release page; `release-page`: that page alone, build-release-page.ts)
 *   npm run build -- --if-missing      the apps that are missing, and the API (what `npm start` does)
 *
 * A remote builds into dist/remotes/<name>/<version>/ from its package.json version. A version,
 * once built, is never overwritten: to ship a change, bump the version. Each app is compiled
 * into a staging folder and moved into place only when complete, so no one ever sees half a build.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';
import { createServerConfig, ROOT, SERVER_DIR, type AppName, type AppConfigOptions } from '../rspack.base';
import { buildApi } from './build-api';
import { buildReleasePage } from './build-release-page';
import {
  ALL_APPS,
  appDir,
  appVersion,
  collectContract,
  isAppName,
  isRemote,
  precompress,
  remoteVersionComplete,
  writeVersionsIndex,
  writeHostReleaseMetadata,
  writeReleaseMetadata,
} from './lib/apps';

export interface BuildOptions {
  apps?: AppName[];
  ifMissing?: boolean;
  /** Where `host/` and `remotes/` go; `dist/` by default. */
  distRoot?: string;
  /** The remote store remotes are built into; `<distRoot>/remotes` by default (REMOTE_STORE_DIR for `npm run release -- publish`). */
  storeDir?: string;
  /** Build the remotes under this version instead of package.json's (throwaway test stores only). */
  version?: string;
  log?: (line: string) => void;
}

interface Planned {
  app: AppName;
  version: string;
  staging: string;
  target: string;
  config: Configuration;
  /** The app's server build (server rendering), compiled beside it and moved into its `server/` folder. */
  serverConfig: Configuration | null;
}

interface AppConfigModule {
  default: (o: Partial<AppConfigOptions>) => Configuration;
  /** What the app's server build contains (docs/architecture.md, "Server rendering of the first view"). */
  serverEntries?: Record<string, string>;
}

async function loadConfig(
  app: AppName,
  overrides: Partial<AppConfigOptions>,
): Promise<{ config: Configuration; serverEntries: Record<string, string> | null }> {
  const mod = (await import(pathToFileURL(path.join(appDir(app), 'rspack.config.ts')).href)) as AppConfigModule;
  return {
    config: mod.default(overrides),
    serverEntries: mod.serverEntries && Object.keys(mod.serverEntries).length ? mod.serverEntries : null,
  };
}

function runCompilers(configs: Configuration[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const compiler = rspack(configs);
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (stats?.hasErrors()) {
        return reject(new Error(stats.toString({ all: false, errors: true, colors: false })));
      }
      const warnings = stats?.toString({ all: false, warnings: true, colors: false }).trim();
      if (warnings) console.warn(warnings);
      resolve();
    });
  });
}

export async function build(options: BuildOptions = {}): Promise<AppName[]> {
  const log = options.log ?? ((line: string) => console.log(line));
  const apps = options.apps?.length ? options.apps : ALL_APPS;
  const distRoot = options.distRoot ?? path.join(ROOT, 'dist');
  // Staging sits beside the versions, so the final move is a rename on the same disk.
  const stagingRoot = options.storeDir ? path.join(options.storeDir, '.staging') : path.join(distRoot, '.staging');
  const buildId = `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
  const plan: Planned[] = [];

  for (const app of apps) {
    const version = (isRemote(app) && options.version) || appVersion(app);
    const target = isRemote(app)
      ? path.join(options.storeDir ?? path.join(distRoot, 'remotes'), app, version)
      : path.join(distRoot, 'host');
    if (isRemote(app) && existsSync(target)) {
      if (remoteVersionComplete(target)) {
        log(
          `${app} ${version}: built already, versions are immutable (bump the version in ${app}/package.json to ship a change)`,
        );
        continue;
      }
      throw new Error(
        `${app} ${version}: ${target} exists but is incomplete; remove it by hand after checking what it is`,
      );
    }
    if (!isRemote(app) && options.ifMissing && existsSync(path.join(target, 'index.html'))) {
      log(`host: built already (npm run build -- host rebuilds it)`);
      continue;
    }
    const staging = path.join(stagingRoot, `${app}-${version}-${buildId}`);
    const { config, serverEntries } = await loadConfig(app, {
      mode: 'production',
      outputPath: staging,
      buildId,
      version,
    });
    const serverConfig = serverEntries
      ? createServerConfig({
          app,
          appDir: appDir(app),
          entries: serverEntries,
          outputPath: `${staging}-${SERVER_DIR}`,
          version,
        })
      : null;
    plan.push({ app, version, staging, target, config, serverConfig });
  }
  if (plan.length === 0) return [];

  log(`building ${plan.map((p) => `${p.app}@${p.version}`).join(', ')} ...`);
  const started = Date.now();
  await mkdir(stagingRoot, { recursive: true });
  // Module Federation writes the version into mf-manifest.json from package.json unless told
  // otherwise; an overridden version must be the one the manifest names (the release checks compare).
  const previousBuildVersion = process.env.MF_BUILD_VERSION;
  if (options.version) process.env.MF_BUILD_VERSION = options.version;
  try {
    await runCompilers(plan.flatMap((p) => (p.serverConfig ? [p.config, p.serverConfig] : [p.config])));
    for (const p of plan) {
      if (p.serverConfig) await rename(`${p.staging}-${SERVER_DIR}`, path.join(p.staging, SERVER_DIR));
      if (p.app === 'host') {
        await mkdir(path.join(p.staging, 'builds', 'meta'), { recursive: true });
        const meta = JSON.stringify({ id: buildId, timestamp: Date.now() });
        await writeFile(path.join(p.staging, 'builds', 'meta', `${buildId}.json`), meta);
        await writeFile(path.join(p.staging, 'builds', 'latest.json'), meta);
        await writeHostReleaseMetadata(p.staging, buildId);
      }
      const contract = isRemote(p.app) ? await collectContract(p.app, p.staging) : null;
      await precompress(p.staging);
      if (isRemote(p.app)) await writeReleaseMetadata(p.app, p.staging, contract!, p.version);
      await mkdir(path.dirname(p.target), { recursive: true });
      if (isRemote(p.app)) {
        if (existsSync(p.target)) throw new Error(`${p.app}: ${p.target} appeared while building; not overwriting it`);
        await rename(p.staging, p.target);
        await writeVersionsIndex(path.dirname(p.target));
      } else {
        // The host is not versioned: swap the new build in, then drop the old one.
        const old = `${p.target}.old-${buildId}`;
        if (existsSync(p.target)) await rename(p.target, old);
        await rename(p.staging, p.target);
        await rm(old, { recursive: true, force: true });
      }
    }
  } finally {
    if (options.version) {
      if (previousBuildVersion === undefined) delete process.env.MF_BUILD_VERSION;
      else process.env.MF_BUILD_VERSION = previousBuildVersion;
    }
    for (const p of plan) {
      await rm(p.staging, { recursive: true, force: true });
      await rm(`${p.staging}-${SERVER_DIR}`, { recursive: true, force: true });
    }
  }
  log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return plan.map((p) => p.app);
}

function flag(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i === -1 ? undefined : args[i + 1];
}

/** `node scripts/run.mjs scripts/build.ts [apps...] [--if-missing] [--dist-root dir] [--version x.y.z]` */
export async function main(args: string[]): Promise<number> {
  const distRoot = flag(args, '--dist-root');
  const version = flag(args, '--version');
  const apps = args.filter((a, i) => !a.startsWith('--') && !['--dist-root', '--version'].includes(args[i - 1] ?? ''));
  const unknown = apps.filter((a) => !isAppName(a) && a !== 'api' && a !== 'release-page');
  if (unknown.length) {
    console.error(`unknown app: ${unknown.join(', ')} (apps: ${ALL_APPS.join(', ')}, api, release-page)`);
    return 2;
  }
  const webApps = apps.filter((a) => isAppName(a));
  // The API is compiled on every build (a few seconds): what runs is always what the sources say.
  if (apps.length === 0 || apps.includes('api')) await buildApi();
  else if (apps.includes('release-page')) await buildReleasePage();
  if (apps.length > 0 && webApps.length === 0) return 0;
  await build({
    apps: webApps,
    ifMissing: args.includes('--if-missing'),
    ...(distRoot ? { distRoot: path.resolve(distRoot) } : {}),
    ...(version ? { version } : {}),
  });
  return 0;
}
