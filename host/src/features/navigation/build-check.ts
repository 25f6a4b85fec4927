import { ONE_HOUR_MS } from 'config';
import { bus } from 'shared/bus';
import { useBuildStore } from './build-state';

/** The build this page runs (rspack's DefinePlugin); 'dev' under jest and dev servers without one. */
export const CURRENT_BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';

const BUILD_ID = /^[A-Za-z0-9_-]{1,64}$/;

async function readBuildId(url: string): Promise<string | null> {
  const response = await fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) return null;
  const body = (await response.json()) as { id?: unknown };
  return typeof body.id === 'string' && BUILD_ID.test(body.id) ? body.id : null;
}

/**
 * Asks the server which host build is current (`/builds/latest.json`) and, when it is another
 * one, whether that build is complete (`/builds/meta/<id>.json`, written last by the build).
 * Failures (offline, a dev server without builds) change nothing.
 */
export async function checkForNewBuild(current = CURRENT_BUILD_ID): Promise<boolean> {
  if (useBuildStore.getState().outdated) return true;
  try {
    const latest = await readBuildId('/builds/latest.json');
    if (!latest || latest === current) return false;
    const confirmed = await readBuildId(`/builds/meta/${latest}.json`);
    if (confirmed !== latest) return false;
    useBuildStore.setState({ outdated: true, latest });
    bus.emit('host:build-outdated', { current, latest });
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks for a new build every hour (the app configuration's one-hour constant), and when a tab
 * comes back after an hour or more in the background (timers are slowed there). Returns the stop
 * function.
 */
export function startBuildCheck(intervalMs = ONE_HOUR_MS): () => void {
  if (CURRENT_BUILD_ID === 'dev') return () => undefined;
  let lastCheck = Date.now();
  const check = () => {
    lastCheck = Date.now();
    void checkForNewBuild();
  };
  const timer = window.setInterval(check, intervalMs);
  const onVisible = () => {
    if (document.visibilityState === 'visible' && Date.now() - lastCheck >= intervalMs) check();
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
