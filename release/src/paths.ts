import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (release/src -> ../..). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Where the release checks read: the remote store and the host build. */
export interface ReleasePaths {
  /** The remote store: `<store>/<remote>/<version>/`, a folder or a base URL over http(s) (checks read both). */
  storeDir: string;
  /** The host build whose shared singletons every pinned remote must accept. */
  hostDir: string;
  /**
   * Without a host build: the exports this checkout's sources would provide (the command line, which
   * parses them with TypeScript; the built server always has a host build and never loads TypeScript).
   */
  sourceExports?: (root: string) => Record<string, string[]> | Promise<Record<string, string[]>>;
}

/**
 * The same settings as the server (README, Configuration): REMOTE_STORE_URL or
 * REMOTE_STORE_DIR, and DIST_DIR, relative to the repository root unless absolute.
 */
export function releasePathsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<ReleasePaths> = {},
): ReleasePaths {
  const abs = (p: string) => (path.isAbsolute(p) ? p : path.join(REPO_ROOT, p));
  return {
    storeDir: overrides.storeDir ?? (env.REMOTE_STORE_URL || abs(env.REMOTE_STORE_DIR || 'dist/remotes')),
    hostDir: overrides.hostDir ?? path.join(abs(env.DIST_DIR || 'dist'), 'host'),
    ...(overrides.sourceExports ? { sourceExports: overrides.sourceExports } : {}),
  };
}
