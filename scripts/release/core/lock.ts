import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

interface LockOwner {
  pid: number;
  hostname: string;
  at: number;
  token: string;
}

export class LockTimeoutError extends Error {
  override readonly name = 'LockTimeoutError';
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readOwner(file: string): Promise<LockOwner | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as LockOwner;
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface LockOptions {
  /** Give up after this long (another change is holding the lock). */
  timeoutMs?: number;
  /** A lock older than this, or held by a process of this machine that is gone, is broken. */
  staleMs?: number;
}

/**
 * Runs `fn` while holding a lock file, across processes (the command line, every API instance on
 * a shared RELEASES_DIR) and within one. The lock is created with O_EXCL, which is atomic on local
 * disks and NFS alike. A lock left behind by a crashed process is broken: renamed away first, so
 * two processes cannot both break the same lock and both go on.
 */
export async function withFileLock<T>(lockFile: string, fn: () => Promise<T>, options: LockOptions = {}): Promise<T> {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const staleMs = options.staleMs ?? 30_000;
  const me: LockOwner = {
    pid: process.pid,
    hostname: os.hostname(),
    at: Date.now(),
    token: randomBytes(8).toString('hex'),
  };
  await mkdir(path.dirname(lockFile), { recursive: true });
  const deadline = Date.now() + timeoutMs;
  let wait = 5;
  for (;;) {
    try {
      const handle = await open(lockFile, 'wx');
      try {
        await handle.writeFile(JSON.stringify({ ...me, at: Date.now() }));
      } finally {
        await handle.close();
      }
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = await readOwner(lockFile);
    const stale =
      owner !== null &&
      (Date.now() - owner.at > staleMs ||
        (owner.hostname === me.hostname && owner.pid !== process.pid && !alive(owner.pid)));
    if (stale) {
      const aside = `${lockFile}.stale-${me.token}`;
      try {
        await rename(lockFile, aside);
        const moved = await readOwner(aside);
        await unlink(aside);
        // Someone else broke it and took it between our read and our rename: we broke a live lock.
        // Extremely unlikely (a stale lock and three processes at once); say so instead of hiding it.
        if (moved && moved.token !== owner.token)
          throw new Error(`${lockFile}: broke a live lock while clearing a stale one; retry the change`);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      continue;
    }
    if (Date.now() > deadline) {
      const who = owner
        ? ` (held by pid ${owner.pid} on ${owner.hostname} since ${new Date(owner.at).toISOString()})`
        : '';
      throw new LockTimeoutError(`another release change is in progress${who}; try again`);
    }
    await sleep(wait + Math.random() * wait);
    wait = Math.min(wait * 2, 100);
  }
  try {
    return await fn();
  } finally {
    const owner = await readOwner(lockFile);
    if (owner?.token === me.token) await unlink(lockFile).catch(() => undefined);
  }
}
