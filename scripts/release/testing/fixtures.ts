/**
 * Real remote versions for the release tests: built with the real build into a throwaway store,
 * then (for the refusal cases) changed the way things go wrong in practice.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { REPO_ROOT } from 'release';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the release command line as `npm run release` does, in its own process; `input` goes to its standard input. */
export function cli(args: string[], env: Record<string, string> = {}, input = ''): Promise<CliResult> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['scripts/run.mjs', 'scripts/release/cli.ts', ...args],
      { cwd: REPO_ROOT, env: { ...process.env, ...env }, maxBuffer: 10 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout: String(stdout), stderr: String(stderr) });
      },
    );
    child.stdin?.end(input);
  });
}

export interface Workspace {
  root: string;
  storeDir: string;
  releasesDir: string;
  /** A dist folder without a host build: the checks use the installed packages. */
  distDir: string;
  env: Record<string, string>;
  cleanup(): void;
}

/** A throwaway store, a copy of the repository's pins (what a new database imports) and an empty dist. */
export function createWorkspace(): Workspace {
  const root = mkdtempSync(path.join(os.tmpdir(), 'release-test-'));
  const storeDir = path.join(root, 'store');
  const releasesDir = path.join(root, 'releases');
  const distDir = path.join(root, 'dist');
  mkdirSync(storeDir, { recursive: true });
  mkdirSync(distDir, { recursive: true });
  cpSync(path.join(REPO_ROOT, 'config', 'releases'), releasesDir, { recursive: true });
  for (const f of readdirSync(releasesDir))
    if (!f.endsWith('.json')) rmSync(path.join(releasesDir, f), { recursive: true, force: true });
  return {
    root,
    storeDir,
    releasesDir,
    distDir,
    env: { REMOTE_STORE_DIR: storeDir, RELEASES_DIR: releasesDir, DIST_DIR: distDir, RELEASE_ACTOR: 'test-runner' },
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** Publishes `remote` under `version` with the real command line (a real rspack build). */
export async function publish(ws: Workspace, remote: string, version: string): Promise<void> {
  const result = await cli(['publish', remote, '--version', version], ws.env);
  if (result.code !== 0) throw new Error(`publish ${remote} ${version} failed:\n${result.stdout}\n${result.stderr}`);
}

function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

function filesOf(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesOf(full, base) : [path.relative(base, full)];
  });
}

/**
 * Makes a published version declare that it needs other versions of shared packages, exactly as
 * a build against them would: mf-manifest.json's required versions, release.json's shared ranges,
 * the compressed twins of the manifest and every checksum are rewritten consistently, so only the
 * compatibility check can object.
 */
export function declareSharedRanges(versionDir: string, ranges: Record<string, string>): void {
  const manifestPath = path.join(versionDir, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    shared: { name: string; requiredVersion?: string }[];
  };
  for (const entry of manifest.shared) {
    const pkg = entry.name.split('/')[0]!;
    if (ranges[pkg]) entry.requiredVersion = ranges[pkg];
  }
  const text = Buffer.from(JSON.stringify(manifest));
  writeFileSync(manifestPath, text);
  if (existsSync(`${manifestPath}.gz`)) writeFileSync(`${manifestPath}.gz`, zlib.gzipSync(text));
  if (existsSync(`${manifestPath}.br`)) writeFileSync(`${manifestPath}.br`, zlib.brotliCompressSync(text));
  const metaPath = path.join(versionDir, 'release.json');
  const meta = JSON.parse(readFileSync(metaPath, 'utf8')) as {
    shared: Record<string, string>;
    files: Record<string, string>;
  };
  meta.shared = { ...meta.shared, ...ranges };
  meta.files = {};
  for (const file of filesOf(versionDir).sort()) {
    if (file === 'release.json') continue;
    meta.files[file] = sha256(readFileSync(path.join(versionDir, file)));
  }
  writeFileSync(metaPath, JSON.stringify(meta, null, 2));
}

/**
 * Makes a published version import more from `shared/*` and `config/*` than its build did, exactly as a
 * build of code using those names would record it: release.json's contract, mf-manifest.json's contract,
 * its compressed twins and every checksum are rewritten consistently, so only the contract check can object.
 */
export function declareImports(versionDir: string, imports: Record<string, string[]>): void {
  const manifestPath = path.join(versionDir, 'mf-manifest.json');
  const metaPath = path.join(versionDir, 'release.json');
  const meta = JSON.parse(readFileSync(metaPath, 'utf8')) as {
    contract: { shareKeys: Record<string, string>; imports: Record<string, string[]> };
    files: Record<string, string>;
  };
  for (const [key, names] of Object.entries(imports)) {
    meta.contract.imports[key] = [...new Set([...(meta.contract.imports[key] ?? []), ...names])].sort();
    meta.contract.shareKeys[key] ??= meta.contract.shareKeys.shared ?? '^1.0.0';
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, unknown>;
  const text = Buffer.from(JSON.stringify({ ...manifest, contract: { imports: meta.contract.imports } }));
  writeFileSync(manifestPath, text);
  if (existsSync(`${manifestPath}.gz`)) writeFileSync(`${manifestPath}.gz`, zlib.gzipSync(text));
  if (existsSync(`${manifestPath}.br`)) writeFileSync(`${manifestPath}.br`, zlib.brotliCompressSync(text));
  meta.files = {};
  for (const file of filesOf(versionDir).sort()) {
    if (file === 'release.json') continue;
    meta.files[file] = sha256(readFileSync(path.join(versionDir, file)));
  }
  writeFileSync(metaPath, JSON.stringify(meta, null, 2));
}

/** Bytes of every file below a folder, to prove that a refused change wrote nothing. */
export function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (!existsSync(dir)) return out;
  for (const file of filesOf(dir)) out[file] = readFileSync(path.join(dir, file), 'utf8');
  return out;
}
