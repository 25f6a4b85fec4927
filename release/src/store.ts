import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import semver from 'semver';
import * as z from 'zod';
import { REMOTE_EXPOSES, VERSION_PATTERN, containerName, missingImports, type RemoteName } from 'config';
import type { HostShared } from './host';
import type { Problem } from './problems';

export const RELEASE_METADATA_FILE = 'release.json';
export const MF_MANIFEST_FILE = 'mf-manifest.json';

/** `release.json` of a published version (written by scripts/lib/apps.ts writeReleaseMetadata). */
export const releaseMetadataSchema = z.object({
  name: z.string(),
  version: z.string().regex(VERSION_PATTERN),
  gitCommit: z.string().nullable(),
  builtAt: z.string(),
  shared: z.record(z.string(), z.string()),
  /** What its code takes from the host (versions built before the contract was recorded have none). */
  contract: z
    .object({
      shareKeys: z.record(z.string(), z.string()),
      imports: z.record(z.string(), z.array(z.string())),
    })
    .optional(),
  files: z.record(z.string(), z.string().regex(/^[0-9a-f]{64}$/)),
});
export type StoredReleaseMetadata = z.infer<typeof releaseMetadataSchema>;

/** The part of Module Federation's `mf-manifest.json` the checks read. */
const mfManifestSchema = z.object({
  name: z.string(),
  metaData: z
    .object({ buildInfo: z.object({ buildVersion: z.string(), buildName: z.string().optional() }).passthrough() })
    .passthrough(),
  shared: z.array(
    z
      .object({
        name: z.string(),
        version: z.string().optional(),
        singleton: z.boolean().optional(),
        requiredVersion: z.union([z.string(), z.literal(false)]).optional(),
      })
      .passthrough(),
  ),
  exposes: z.array(z.object({ name: z.string() }).passthrough()),
});
export type MfManifest = z.infer<typeof mfManifestSchema>;

export function versionDir(storeDir: string, remote: RemoteName, version: string): string {
  // The pattern keeps a version from naming anything outside its remote's folder.
  if (!VERSION_PATTERN.test(version)) throw new Error(`not a version: ${JSON.stringify(version)}`);
  return path.join(storeDir, remote, version);
}

/** The index of a remote's published versions, beside them in the store (the build writes it). */
export const VERSIONS_INDEX_FILE = 'versions.json';

/**
 * A remote store, read: a folder (`dist/remotes`, a mounted bucket) or a base URL over http(s) (a CDN or
 * bucket, `REMOTE_STORE_URL`). Over http nothing can be listed but what the build wrote down: the
 * versions come from each remote's `versions.json`, and a file added to a version after its build goes
 * unnoticed.
 */
export interface StoreReader {
  readonly location: string;
  versions(remote: RemoteName): Promise<string[]>;
  hasVersion(remote: RemoteName, version: string): Promise<boolean>;
  /** A file of a version; null where it is missing. */
  read(remote: RemoteName, version: string, file: string): Promise<Buffer | null>;
  /** Every file of a version, or null where the store cannot list them. */
  list(remote: RemoteName, version: string): Promise<string[] | null>;
}

export const isStoreUrl = (location: string): boolean => /^https?:\/\//i.test(location);

function folderStore(dir: string): StoreReader {
  return {
    location: dir,
    versions: (remote) => listVersions(dir, remote),
    hasVersion: (remote, version) => isDir(versionDir(dir, remote, version)),
    async read(remote, version, file) {
      try {
        return await readFile(path.join(versionDir(dir, remote, version), file));
      } catch {
        return null;
      }
    },
    list: async (remote, version) => listFiles(versionDir(dir, remote, version)),
  };
}

function urlStore(base: string): StoreReader {
  const root = base.replace(/\/+$/, '');
  const get = async (pathname: string): Promise<Buffer | null> => {
    const res = await fetch(`${root}/${pathname}`, { signal: AbortSignal.timeout(30_000) });
    if (res.status === 404 || res.status === 403) return null;
    if (!res.ok) throw new Error(`${root}/${pathname} answered ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  };
  const versionPath = (remote: RemoteName, version: string, file: string) => {
    if (!VERSION_PATTERN.test(version)) throw new Error(`not a version: ${JSON.stringify(version)}`);
    return `${remote}/${version}/${file.split('/').map(encodeURIComponent).join('/')}`;
  };
  return {
    location: root,
    async versions(remote) {
      const index = await get(`${remote}/${VERSIONS_INDEX_FILE}`);
      if (!index) return [];
      const parsed = z
        .object({ versions: z.array(z.string().regex(VERSION_PATTERN)) })
        .safeParse(JSON.parse(index.toString('utf8')));
      return parsed.success ? [...parsed.data.versions].sort((a, b) => semver.rcompare(a, b)) : [];
    },
    async hasVersion(remote, version) {
      return (await get(versionPath(remote, version, RELEASE_METADATA_FILE))) !== null;
    },
    read: (remote, version, file) => get(versionPath(remote, version, file)),
    list: async () => null,
  };
}

/** The reader of a store: a URL reads over http(s), anything else is a folder. */
export function storeReader(location: string): StoreReader {
  return isStoreUrl(location) ? urlStore(location) : folderStore(location);
}

async function isDir(p: string): Promise<boolean> {
  try {
    return (await stat(p)).isDirectory();
  } catch {
    return false;
  }
}

/** Published versions of a remote, newest first (folders whose name is a version). */
export async function listVersions(storeDir: string, remote: RemoteName): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(path.join(storeDir, remote));
  } catch {
    return [];
  }
  const versions: string[] = [];
  for (const name of names) {
    if (VERSION_PATTERN.test(name) && (await isDir(path.join(storeDir, remote, name)))) versions.push(name);
  }
  return versions.sort((a, b) => semver.rcompare(a, b));
}

async function listFiles(dir: string, base = dir): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(full, base)));
    else out.push(path.relative(base, full).split(path.sep).join('/'));
  }
  return out.sort();
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

export interface InspectedVersion {
  remote: RemoteName;
  version: string;
  dir: string;
  metadata: StoredReleaseMetadata | null;
  mfManifest: MfManifest | null;
  /** Integrity problems: missing version, metadata, files, checksums. */
  problems: Problem[];
  fileCount: number;
  bytes: number;
}

/**
 * Reads a published version and checks that it is complete and unchanged since it was built:
 * every file listed in release.json is there with its sha256, no file was added (where the store
 * can list), and the metadata and the federation manifest name this remote and this version.
 * `store`: a folder or a base URL (storeReader).
 */
export async function inspectVersion(store: string, remote: RemoteName, version: string): Promise<InspectedVersion> {
  const reader = storeReader(store);
  const result: InspectedVersion = {
    remote,
    version,
    dir: '',
    metadata: null,
    mfManifest: null,
    problems: [],
    fileCount: 0,
    bytes: 0,
  };
  if (!VERSION_PATTERN.test(version)) {
    result.problems.push({
      code: 'version_invalid',
      message: `"${version}" is not a version (expected e.g. 1.4.0 or 1.4.0-rc.1)`,
    });
    return result;
  }
  result.dir = isStoreUrl(store) ? `${reader.location}/${remote}/${version}` : versionDir(store, remote, version);
  if (!(await reader.hasVersion(remote, version))) {
    const known = (await reader.versions(remote)).slice(0, 5);
    const hint = known.length
      ? `published: ${known.join(', ')}${known.length === 5 ? ', ...' : ''}`
      : 'no version is published';
    result.problems.push({
      code: 'version_missing',
      message: `${remote} ${version} is not in the remote store ${reader.location} (${hint})`,
    });
    return result;
  }
  let metadata: StoredReleaseMetadata;
  try {
    const raw = await reader.read(remote, version, RELEASE_METADATA_FILE);
    if (!raw) throw new Error('not found');
    const parsed = releaseMetadataSchema.safeParse(JSON.parse(raw.toString('utf8')));
    if (!parsed.success)
      throw new Error(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    metadata = parsed.data;
  } catch (error) {
    result.problems.push({
      code: 'metadata_invalid',
      message: `${remote} ${version}: ${RELEASE_METADATA_FILE} is missing or unreadable (${(error as Error).message})`,
    });
    return result;
  }
  result.metadata = metadata;
  if (metadata.name !== remote || metadata.version !== version) {
    result.problems.push({
      code: 'metadata_invalid',
      message: `${remote} ${version}: ${RELEASE_METADATA_FILE} describes ${metadata.name} ${metadata.version}, not this folder`,
    });
  }
  const listed = new Set(Object.keys(metadata.files));
  const onDisk = await reader.list(remote, version);
  for (const file of (onDisk ?? []).filter((f) => f !== RELEASE_METADATA_FILE)) {
    if (!listed.has(file))
      result.problems.push({
        code: 'file_unexpected',
        message: `${remote} ${version}: ${file} was added after the build`,
      });
  }
  let manifestText: Buffer | null = null;
  for (const [file, expected] of Object.entries(metadata.files)) {
    const data = await reader.read(remote, version, file);
    if (!data) {
      result.problems.push({ code: 'file_missing', message: `${remote} ${version}: ${file} is missing` });
      continue;
    }
    result.fileCount++;
    result.bytes += data.length;
    if (file === MF_MANIFEST_FILE) manifestText = data;
    if (sha256(data) !== expected) {
      result.problems.push({
        code: 'checksum_mismatch',
        message: `${remote} ${version}: ${file} does not match its checksum (changed after the build)`,
      });
    }
  }
  if (!listed.has(MF_MANIFEST_FILE)) manifestText = await reader.read(remote, version, MF_MANIFEST_FILE);
  if (manifestText) {
    try {
      const parsed = mfManifestSchema.safeParse(JSON.parse(manifestText.toString('utf8')));
      if (!parsed.success)
        throw new Error(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
      result.mfManifest = parsed.data;
      const built = parsed.data.metaData.buildInfo;
      if (parsed.data.name !== containerName(remote) || built.buildVersion !== version) {
        result.problems.push({
          code: 'metadata_invalid',
          message: `${remote} ${version}: ${MF_MANIFEST_FILE} is container ${parsed.data.name} version ${built.buildVersion}, not this folder`,
        });
      }
    } catch (error) {
      result.problems.push({
        code: 'metadata_invalid',
        message: `${remote} ${version}: ${MF_MANIFEST_FILE} is unreadable (${(error as Error).message})`,
      });
    }
  } else if (!listed.has(MF_MANIFEST_FILE)) {
    result.problems.push({ code: 'file_missing', message: `${remote} ${version}: ${MF_MANIFEST_FILE} is missing` });
  }
  return result;
}

/** The package a share key belongs to: `react/jsx-runtime` -> `react`, `@scope/pkg/x` -> `@scope/pkg`. */
export function packageOf(shareKey: string): string {
  const parts = shareKey.split('/');
  return shareKey.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * Whether the host accepts what a version needs: every singleton it shares must be provided by the
 * host in a version its range allows (another React major would break the page at run time, as
 * Module Federation keeps the host's copy of a singleton), every name its code imports from
 * `shared/*` and `config/*` must be an export the host provides (an export added to `shared` without
 * a version bump is caught here), and it must expose every module the host mounts from this remote.
 */
export function checkAgainstHost(
  inspected: InspectedVersion,
  host: Pick<HostShared, 'shared' | 'exports' | 'buildId'>,
): Problem[] {
  const problems: Problem[] = [];
  const hostShared = host.shared;
  const { remote, version } = inspected;
  const needs = new Map<string, Set<string>>();
  const need = (pkg: string, range: string) => {
    if (!needs.has(pkg)) needs.set(pkg, new Set());
    if (range) needs.get(pkg)!.add(range);
  };
  for (const entry of inspected.mfManifest?.shared ?? []) {
    if (entry.singleton === false) continue;
    need(packageOf(entry.name), typeof entry.requiredVersion === 'string' ? entry.requiredVersion : '');
  }
  for (const [pkg, range] of Object.entries(inspected.metadata?.shared ?? {})) need(pkg, range);
  for (const [pkg, ranges] of needs) {
    const provided = hostShared[pkg];
    if (!provided) {
      problems.push({
        code: 'shared_missing',
        message: `${remote} ${version} shares ${pkg} as a singleton, which the host does not provide`,
      });
      continue;
    }
    for (const range of ranges) {
      if (!semver.validRange(range)) {
        problems.push({
          code: 'shared_incompatible',
          message: `${remote} ${version} asks for ${pkg} "${range}", which is not a version range`,
        });
      } else if (!semver.satisfies(provided, range, { includePrerelease: true })) {
        problems.push({
          code: 'shared_incompatible',
          message: `${remote} ${version} needs ${pkg} ${range}, but the host provides ${pkg} ${provided}`,
        });
      }
    }
  }
  const imports = inspected.metadata?.contract?.imports;
  if (imports && host.exports) {
    const hostName = host.buildId ? `the host (build ${host.buildId})` : 'the host';
    for (const problem of missingImports(imports, host.exports)) {
      problems.push({
        code: 'export_missing',
        message:
          problem.name === null
            ? `${remote} ${version} imports from ${problem.shareKey}, which ${hostName} does not provide`
            : `${remote} ${version} imports ${problem.name} from ${problem.shareKey}, which ${hostName} does not export`,
      });
    }
  }
  if (inspected.mfManifest) {
    const exposed = new Set(inspected.mfManifest.exposes.map((e) => e.name.replace(/^\.\//, '')));
    const missing = REMOTE_EXPOSES[remote].filter((m) => !exposed.has(m.replace(/^\.\//, '')));
    if (missing.length) {
      problems.push({
        code: 'exposes_missing',
        message: `${remote} ${version} does not expose ${missing.join(', ')}, which the host mounts`,
      });
    }
  }
  return problems;
}
