/**
 * The reload guard without any import: `index.ts` needs it before the shared modules are
 * negotiated (a failed bootstrap chunk), so it cannot import config or shared.
 */
const KEY = 'revalu:reload-guard';

/** config's RELOAD_GUARD_MS, for `index.ts`, which cannot import config (a test keeps them equal). */
export const BOOT_RELOAD_GUARD_MS = 10_000;

/**
 * Whether an error means that a file of the host could not be fetched: a chunk (rspack's
 * ChunkLoadError), a style sheet (CSS_CHUNK_LOAD_FAILED) or a dynamic import. Typical after a new
 * deploy removed the files an open tab still refers to.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message, code } = error as { name?: unknown; message?: unknown; code?: unknown };
  if (name === 'ChunkLoadError' || code === 'CSS_CHUNK_LOAD_FAILED') return true;
  return (
    typeof message === 'string' &&
    /Loading (CSS )?chunk [^ ]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(
      message,
    )
  );
}

function readGuard(): { path: string; at: number } | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    const value = raw ? (JSON.parse(raw) as unknown) : null;
    if (
      value &&
      typeof value === 'object' &&
      typeof (value as { path?: unknown }).path === 'string' &&
      typeof (value as { at?: unknown }).at === 'number'
    ) {
      return value as { path: string; at: number };
    }
  } catch {
    // storage unavailable or garbled: no guard recorded
  }
  return null;
}

/**
 * Reloads the page unless this path was already reloaded in the last 10 seconds (spec section 9).
 * Returns whether it reloads. Without session storage it never reloads: a loop is worse than an
 * error page.
 */
export function reloadOncePerPath(
  windowMs: number,
  now = Date.now(),
  reload: () => void = () => window.location.reload(),
): boolean {
  const path = window.location.pathname;
  const last = readGuard();
  if (last && last.path === path && now - last.at >= 0 && now - last.at < windowMs) return false;
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ path, at: now }));
  } catch {
    return false;
  }
  reload();
  return true;
}
