/** `publish`: builds a remote version into the store and checks it there. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { VERSION_PATTERN, type RemoteName } from 'config';
import { REPO_ROOT, isStoreUrl, type ReleasePaths, type VersionChecks } from 'release';
import { UsageError } from './args';
import { printProblems, relative, type Io } from './output';

export function git(args: string[]): string | null {
  try {
    return (
      execFileSync('git', args, { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim() || null
    );
  } catch {
    return null;
  }
}

export async function publish(
  io: Io,
  paths: ReleasePaths,
  service: VersionChecks,
  remote: RemoteName,
  versionOverride: string | undefined,
): Promise<number> {
  const pkgVersion = (
    JSON.parse(readFileSync(path.join(REPO_ROOT, remote, 'package.json'), 'utf8')) as { version: string }
  ).version;
  const version = versionOverride ?? pkgVersion;
  if (!VERSION_PATTERN.test(version))
    throw new UsageError(`${remote}/package.json has version "${version}", which is not x.y.z`);
  const existing = await service.checkVersion(remote, version);
  const commit = git(['rev-parse', 'HEAD']);
  if (existing.inspected.metadata) {
    const same = existing.inspected.metadata.gitCommit === commit && existing.inspected.problems.length === 0;
    if (same) {
      io.out(`${remote} ${version} is published already from this commit (${commit?.slice(0, 8)}); nothing to do.`);
      return 0;
    }
    io.err(
      `${remote} ${version} is published already (commit ${existing.inspected.metadata.gitCommit?.slice(0, 8) ?? '?'}, built ${existing.inspected.metadata.builtAt}). ` +
        `Versions are immutable: bump "version" in ${remote}/package.json to ship a change.`,
    );
    return 1;
  }
  if (git(['status', '--porcelain', '--', remote, 'shared', 'config'])) {
    io.err(
      `warning: ${remote}, shared or config have uncommitted changes; the version records commit ${commit?.slice(0, 8)} but contains them`,
    );
  }
  // Imported here: rspack is heavy, and the other commands do not need it.
  const { build } = await import('../../build');
  await build({
    apps: [remote],
    storeDir: paths.storeDir,
    ...(versionOverride ? { version: versionOverride } : {}),
    log: (line) => io.out(line),
  });
  const result = await service.checkVersion(remote, version);
  const integrity = result.inspected.problems;
  if (integrity.length) {
    io.err(`${remote} ${version} was built but fails its own checks:`);
    printProblems(io, result);
    return 1;
  }
  io.out(
    `published ${remote} ${version}: ${result.inspected.fileCount} files, ${(result.inspected.bytes / 1024).toFixed(0)} KB, commit ${commit?.slice(0, 8) ?? '?'}, in ${relative(result.inspected.dir)}`,
  );
  if (!result.ok) {
    io.err(`It cannot be pinned yet:`);
    printProblems(io, result);
    return 1;
  }
  io.out(`Pin it:   npm run release -- pin <cc|all> ${remote} ${version} --reason "..."`);
  io.out(
    `or try it on a share of the visitors:   npm run release -- canary <cc> ${remote} ${version} --percent 10 --reason "..."`,
  );
  return 0;
}

export /** `--store`: a folder, or the base URL of a store served over http(s) (checks only). */
const storeLocation = (value: string) => (isStoreUrl(value) ? value : path.resolve(value));
