import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import semver from 'semver';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import {
  CONTRACT_FILE,
  hostProvidedExports,
  REMOTE_NAMES,
  ROOT,
  SERVER_DIR,
  SINGLETONS,
  packageOfShareKey,
  readPackageJson,
  type AppName,
  type RemoteAppName,
} from '../../rspack.base';
import { mergeImports, type RemoteContract } from './contract';

export const ALL_APPS: AppName[] = ['host', ...REMOTE_NAMES];

export function isAppName(value: string): value is AppName {
  return (ALL_APPS as string[]).includes(value);
}

export function appDir(app: AppName): string {
  return path.join(ROOT, app);
}

export function appVersion(app: AppName): string {
  return readPackageJson(appDir(app)).version;
}

export function isRemote(app: AppName): app is RemoteAppName {
  return app !== 'host';
}

/** Every file below a folder, as paths relative to it, sorted. */
export async function listFiles(dir: string, base = dir): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(full, base)));
    else out.push(path.relative(base, full).split(path.sep).join('/'));
  }
  return out.sort();
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|xml)$/;

/** Writes `.gz` and `.br` next to every text asset of 1 KB or more, so the server sends them as they are. */
export async function precompress(dir: string): Promise<void> {
  for (const file of await listFiles(dir)) {
    // The server build is read by the API from disk, never sent.
    if (!COMPRESSIBLE.test(file) || file.startsWith('server/')) continue;
    const full = path.join(dir, file);
    const data = await readFile(full);
    if (data.length < 1024) continue;
    await writeFile(`${full}.gz`, await gzip(data, { level: 9 }));
    await writeFile(
      `${full}.br`,
      await brotli(data, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      }),
    );
  }
}

export function sha256(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex');
}

export function gitCommit(): string | null {
  try {
    return (
      execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim() || null
    );
  } catch {
    return null;
  }
}

export const RELEASE_METADATA_FILE = 'release.json';

export interface ReleaseMetadata {
  name: string;
  version: string;
  gitCommit: string | null;
  builtAt: string;
  /** The shared dependencies this version needs, with the version ranges it was built against. */
  shared: Record<string, string>;
  /** What the code takes from its host: share keys and the names it imports from `shared/*` and `config/*`. */
  contract: RemoteContract;
  /** sha256 of every file of the version, by path relative to the version folder. */
  files: Record<string, string>;
}

async function readJsonFile<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/**
 * Takes the contract files the browser and server builds wrote (scripts/lib/rspack/contract-plugin.ts) out of the
 * version folder and merges them: every share key with the range the browser build requires (else the
 * package.json's), every imported name of either build. Its imports are also written into
 * mf-manifest.json, which the browser's loader reads before it mounts the version. Runs before the files
 * are compressed and hashed.
 */
export async function collectContract(app: RemoteAppName, dir: string): Promise<RemoteContract> {
  const dependencies = readPackageJson(appDir(app)).dependencies ?? {};
  const parts: RemoteContract[] = [];
  for (const file of [path.join(dir, CONTRACT_FILE), path.join(dir, SERVER_DIR, CONTRACT_FILE)]) {
    const part = await readJsonFile<RemoteContract>(file);
    if (part) parts.push(part);
    await rm(file, { force: true });
  }
  const shareKeys: Record<string, string> = {};
  for (const part of parts)
    for (const [key, range] of Object.entries(part.shareKeys))
      if (!shareKeys[key]) shareKeys[key] = range || dependencies[packageOfShareKey(key)] || '';
  const contract: RemoteContract = {
    shareKeys: Object.fromEntries(Object.entries(shareKeys).sort(([a], [b]) => a.localeCompare(b))),
    imports: mergeImports(parts.map((p) => p.imports)),
  };
  const manifestFile = path.join(dir, 'mf-manifest.json');
  const manifest = await readJsonFile<Record<string, unknown>>(manifestFile);
  if (manifest) {
    await writeFile(manifestFile, JSON.stringify({ ...manifest, contract: { imports: contract.imports } }));
  }
  return contract;
}

/** Metadata of a built remote version: what it is, what it needs, and checksums of its files. */
export async function writeReleaseMetadata(
  app: RemoteAppName,
  dir: string,
  contract: RemoteContract,
  version?: string,
): Promise<ReleaseMetadata> {
  const pkg = readPackageJson(appDir(app));
  const shared: Record<string, string> = {};
  for (const name of SINGLETONS) shared[name] = pkg.dependencies?.[name] ?? '';
  const files: Record<string, string> = {};
  for (const file of await listFiles(dir)) {
    if (file === RELEASE_METADATA_FILE) continue;
    files[file] = sha256(await readFile(path.join(dir, file)));
  }
  const metadata: ReleaseMetadata = {
    name: app,
    version: version ?? pkg.version,
    gitCommit: gitCommit(),
    builtAt: new Date().toISOString(),
    shared,
    contract,
    files,
  };
  await writeFile(path.join(dir, RELEASE_METADATA_FILE), JSON.stringify(metadata, null, 2) + '\n');
  return metadata;
}

/** The exact version of a package the host bundles (and so provides as a shared singleton). */
function installedVersion(name: string, fromDir: string): string | null {
  for (const dir of [path.join(fromDir, 'node_modules', name), path.join(ROOT, 'node_modules', name)]) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  }
  return null;
}

/**
 * `dist/host/release.json`: the build, the exact versions of the shared singletons it provides, and the
 * export names of every `shared/*` and `config/*` share key. Pinning a remote checks its required ranges
 * and its imports against these (scripts/release).
 */
export async function writeHostReleaseMetadata(dir: string, buildId: string): Promise<Record<string, string>> {
  const shared: Record<string, string> = {};
  for (const name of SINGLETONS) {
    const version = installedVersion(name, appDir('host'));
    if (version) shared[name] = version;
  }
  const provides = { exports: hostProvidedExports() };
  const metadata = {
    name: 'host',
    buildId,
    builtAt: new Date().toISOString(),
    gitCommit: gitCommit(),
    shared,
    provides,
  };
  await writeFile(path.join(dir, RELEASE_METADATA_FILE), JSON.stringify(metadata, null, 2) + '\n');
  return shared;
}

/** A remote version counts as built when its manifest and metadata are both in place. */
export function remoteVersionComplete(dir: string): boolean {
  return existsSync(path.join(dir, 'mf-manifest.json')) && existsSync(path.join(dir, RELEASE_METADATA_FILE));
}

/**
 * `<store>/<remote>/versions.json`: the versions published in the folder, newest first. A store served
 * over http cannot be listed; the release checks read this instead (release/src/store.ts).
 */
export async function writeVersionsIndex(remoteDir: string): Promise<void> {
  const versions: string[] = [];
  for (const entry of await readdir(remoteDir, { withFileTypes: true }))
    if (
      entry.isDirectory() &&
      /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/.test(entry.name) &&
      remoteVersionComplete(path.join(remoteDir, entry.name))
    )
      versions.push(entry.name);
  versions.sort((a, b) => semver.rcompare(a, b));
  const file = path.join(remoteDir, 'versions.json');
  await writeFile(`${file}.tmp`, `${JSON.stringify({ versions }, null, 1)}\n`);
  await rename(`${file}.tmp`, file);
}
