import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as z from 'zod';
import { REPO_ROOT } from './paths';

/** `dist/host/release.json`: what the host build provides to the remotes (scripts/build.ts writes it). */
export const HOST_RELEASE_FILE = 'release.json';

export const hostReleaseSchema = z.object({
  name: z.literal('host'),
  buildId: z.string(),
  builtAt: z.string(),
  gitCommit: z.string().nullable(),
  /** Shared singletons the host provides, by package, with the exact version it provides. */
  shared: z.record(z.string(), z.string()),
  /** The export names of every `shared/*` and `config/*` share key it provides (scripts/lib/contract.ts). */
  provides: z.object({ exports: z.record(z.string(), z.array(z.string())) }).optional(),
});

export interface HostShared {
  /** `build`: read from the host build; `installed`: no host build, so what a build would provide now. */
  source: 'build' | 'installed';
  buildId: string | null;
  shared: Record<string, string>;
  /** Export names per workspace share key; null for a host build that does not list them. */
  exports: Record<string, string[]> | null;
}

function installedVersion(pkg: string, hostAppDir: string): string | null {
  for (const dir of [path.join(hostAppDir, 'node_modules', pkg), path.join(REPO_ROOT, 'node_modules', pkg)]) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      try {
        return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * The versions of the shared singletons the host gives the remotes. From the host build when
 * there is one (that is what runs); otherwise from the host's package.json and the installed
 * packages, which is what the next host build would provide.
 */
export async function readHostShared(
  hostDir: string,
  sourceExports?: (root: string) => Record<string, string[]> | Promise<Record<string, string[]>>,
): Promise<HostShared> {
  try {
    const parsed = hostReleaseSchema.safeParse(
      JSON.parse(await readFile(path.join(hostDir, HOST_RELEASE_FILE), 'utf8')),
    );
    if (parsed.success)
      return {
        source: 'build',
        buildId: parsed.data.buildId,
        shared: parsed.data.shared,
        exports: parsed.data.provides?.exports ?? null,
      };
  } catch {
    // no host build yet: fall through
  }
  const hostAppDir = path.join(REPO_ROOT, 'host');
  const pkg = JSON.parse(await readFile(path.join(hostAppDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const shared: Record<string, string> = {};
  for (const name of Object.keys(pkg.dependencies ?? {})) {
    const version = installedVersion(name, hostAppDir);
    if (version) shared[name] = version;
  }
  // What the next host build would provide: the exports of this checkout's sources, where they can be read.
  return { source: 'installed', buildId: null, shared, exports: (await sourceExports?.(REPO_ROOT)) ?? null };
}
