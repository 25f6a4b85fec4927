import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
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

function sha256File(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

async function readJson(file: string): Promise<unknown> {
  return JSON.parse(await readFile(file, 'utf8'));
}

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
 * every file listed in release.json is there with its sha256, no file was added, and the
 * metadata and the federation manifest name this remote and this version.
 */
export async function inspectVersion(storeDir: string, remote: RemoteName, version: string): Promise<InspectedVersion> {
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
  const dir = versionDir(storeDir, remote, version);
  result.dir = dir;
  if (!(await isDir(dir))) {
    const known = (await listVersions(storeDir, remote)).slice(0, 5);
    const hint = known.length
      ? `published: ${known.join(', ')}${known.length === 5 ? ', ...' : ''}`
      : 'no version is published';
    result.problems.push({
      code: 'version_missing',
      message: `${remote} ${version} is not in the remote store ${storeDir} (${hint})`,
    });
    return result;
  }
  let metadata: StoredReleaseMetadata;
  try {
    const parsed = releaseMetadataSchema.safeParse(await readJson(path.join(dir, RELEASE_METADATA_FILE)));
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
  const onDisk = (await listFiles(dir)).filter((f) => f !== RELEASE_METADATA_FILE);
  const listed = new Set(Object.keys(metadata.files));
  for (const file of onDisk) {
    if (!listed.has(file))
      result.problems.push({
        code: 'file_unexpected',
        message: `${remote} ${version}: ${file} was added after the build`,
      });
  }
  const present = new Set(onDisk);
  for (const [file, expected] of Object.entries(metadata.files)) {
    if (!present.has(file)) {
      result.problems.push({ code: 'file_missing', message: `${remote} ${version}: ${file} is missing` });
      continue;
    }
    const full = path.join(dir, file);
    result.fileCount++;
    result.bytes += (await stat(full)).size;
    if ((await sha256File(full)) !== expected) {
      result.problems.push({
        code: 'checksum_mismatch',
        message: `${remote} ${version}: ${file} does not match its checksum (changed after the build)`,
      });
    }
  }
  if (present.has(MF_MANIFEST_FILE)) {
    try {
      const parsed = mfManifestSchema.safeParse(await readJson(path.join(dir, MF_MANIFEST_FILE)));
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
