import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { VERSION_PATTERN, type RemoteName } from 'config';
import * as z from 'zod';
import type { Env } from '../env';

/** What the API reads of a version's `release.json`: the checksums of its files. */
const releaseFiles = z.object({ files: z.record(z.string(), z.string().regex(/^[0-9a-f]{64}$/)) });

/** How long a download may take before a page goes out without the server render (it goes on in the background). */
const FETCH_WAIT_MS = 1500;
/** After a failed download, how long before it is tried again. */
const RETRY_AFTER_MS = 30_000;

/**
 * The remote store as the API uses it (docs/releases.md): a folder it serves at `/remotes` (REMOTE_STORE_DIR,
 * the default), or a base URL (REMOTE_STORE_URL) from which browsers load remote versions and from which the
 * API fetches what it needs: a version's start files (for preloads) and its server build, which it checks
 * file by file against the sha256 in the version's `release.json` and keeps in a local cache. Versions are
 * immutable, so what was read once stays true.
 */
export interface RemoteStore {
  /** Where browsers load remote versions from: `/remotes`, or the store's URL. */
  readonly publicBase: string;
  /** The store as the release checks read it: the folder, or the URL. */
  readonly location: string;
  /** Whether the store is at another address than the API. */
  readonly external: boolean;
  /** A file of a version, or null where it has none. */
  read(remote: RemoteName, version: string, file: string): Promise<Buffer | null>;
  /**
   * The local folder of a version's server build (`server/`), checked; null when the version has no server build,
   * or (from a URL store) when it is not here yet: then it is fetched in the background for the next page.
   */
  serverBuild(remote: RemoteName, version: string): Promise<string | null>;
}

export function folderStore(dir: string): RemoteStore {
  return {
    publicBase: '/remotes',
    location: dir,
    external: false,
    async read(remote, version, file) {
      if (!VERSION_PATTERN.test(version) || file.includes('..')) return null;
      try {
        return await readFile(path.join(dir, remote, version, file));
      } catch {
        return null;
      }
    },
    async serverBuild(remote, version) {
      if (!VERSION_PATTERN.test(version)) return null;
      const server = path.join(dir, remote, version, 'server');
      return existsSync(server) ? server : null;
    },
  };
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

function urlStore(base: string, cacheDir: string, log: { warn(obj: object, msg: string): void }): RemoteStore {
  const root = base.replace(/\/+$/, '');
  const files = new Map<string, Promise<Buffer | null>>();
  const builds = new Map<string, { at: number; ready: Promise<string | null> }>();

  async function fetchFile(url: string): Promise<Buffer | null> {
    const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
    if (res.status === 404 || res.status === 403) return null;
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  }
  const urlOf = (remote: RemoteName, version: string, file: string) =>
    `${root}/${remote}/${version}/${file.split('/').map(encodeURIComponent).join('/')}`;

  /** Downloads a version's server build into the cache, every file checked; null when it has none. */
  async function download(remote: RemoteName, version: string): Promise<string | null> {
    const target = path.join(cacheDir, remote, version, 'server');
    if (existsSync(target)) return target;
    const metadata = await fetchFile(urlOf(remote, version, 'release.json'));
    if (!metadata) return null;
    const listed = Object.entries(releaseFiles.parse(JSON.parse(metadata.toString('utf8'))).files).filter(
      ([file]) => file.startsWith('server/') && !file.includes('..'),
    );
    if (!listed.length) return null;
    const staging = path.join(cacheDir, '.staging', `${remote}-${version}-${randomBytes(4).toString('hex')}`);
    try {
      for (const [file, expected] of listed) {
        const data = await fetchFile(urlOf(remote, version, file));
        if (!data) throw new Error(`${remote} ${version}: ${file} is missing from the store`);
        if (sha256(data) !== expected) throw new Error(`${remote} ${version}: ${file} does not match its checksum`);
        const full = path.join(staging, file);
        await mkdir(path.dirname(full), { recursive: true });
        await writeFile(full, data);
      }
      await mkdir(path.dirname(target), { recursive: true });
      // Another instance sharing the cache folder may have been quicker: its copy is as good.
      if (!existsSync(target)) await rename(path.join(staging, 'server'), target);
      return target;
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  }

  return {
    publicBase: root,
    location: root,
    external: true,
    read(remote, version, file) {
      if (!VERSION_PATTERN.test(version) || file.includes('..')) return Promise.resolve(null);
      const url = urlOf(remote, version, file);
      let found = files.get(url);
      if (!found) {
        found = fetchFile(url).catch((error: unknown) => {
          log.warn({ err: error, url }, 'remote store file could not be read');
          return null;
        });
        files.set(url, found);
        // A file that is not there (yet) is asked for again next time.
        void found.then((data) => data === null && files.delete(url));
      }
      return found;
    },
    async serverBuild(remote, version) {
      if (!VERSION_PATTERN.test(version)) return null;
      const key = `${remote}@${version}`;
      let entry = builds.get(key);
      if (!entry) {
        entry = {
          at: Date.now(),
          ready: download(remote, version).catch((error: unknown) => {
            log.warn({ err: error, remote, version }, 'server build could not be fetched from the remote store');
            return null;
          }),
        };
        builds.set(key, entry);
        const current = entry;
        void current.ready.then((dir) => {
          if (dir === null) setTimeout(() => builds.get(key) === current && builds.delete(key), RETRY_AFTER_MS).unref();
        });
      }
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), FETCH_WAIT_MS)));
      try {
        return await Promise.race([entry.ready, late]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** The store of this configuration. */
export function createRemoteStore(env: Env, log: { warn(obj: object, msg: string): void }): RemoteStore {
  return env.REMOTE_STORE_URL
    ? urlStore(env.REMOTE_STORE_URL, path.join(env.paths.data, 'remote-cache'), log)
    : folderStore(env.paths.remoteStore);
}
