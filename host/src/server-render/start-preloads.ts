/**
 * The start of a page the server rendered (host/src/index.ts). Part of the host's first script, so it
 * imports nothing shared: the singletons are negotiated only after it.
 */

/** The attribute `#root` carries when the server rendered the page's first view into it (api html-shell.ts). */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/** Whether `#root` holds the server's first view, which the browser then hydrates instead of rendering afresh. */
export function isServerRendered(root: Element | null): boolean {
  return root?.hasAttribute(SERVER_RENDERED_ATTRIBUTE) ?? false;
}

/** The element the server lists a server-rendered page's start preloads in (api start-preloads.ts). */
export const START_PRELOADS_ELEMENT_ID = 'shop-start-preloads';
/** A tab that paints nothing (opened in the background) starts after this all the same. */
const PAINT_WAIT_CAP_MS = 200;

/** Settles once the page has painted a frame (the next frame's callbacks ran, then its paint), or after PAINT_WAIT_CAP_MS. */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const cap = setTimeout(resolve, PAINT_WAIT_CAP_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(cap);
        resolve();
      }, 0),
    );
  });
}

type StartPreload = { href: string; as: 'script' | 'fetch' };

/** Links appended per task: each append starts a request, which costs the main thread a few milliseconds on a phone. */
const PRELOADS_PER_TASK = 4;

/** Lets the browser run its other tasks (input, paint) before the caller goes on. */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * Asks for the files the start will need (the host's start chunks and texts, the release manifest, the
 * pinned remote's manifest, entry, page and texts) all at once, as `<link rel="preload">`: the start
 * finds them one round trip after another otherwise. Only paths of this site are taken. The links go
 * in a few per task, so the page keeps answering while some thirty requests start.
 */
export async function preloadStart(): Promise<void> {
  const element = document.getElementById(START_PRELOADS_ELEMENT_ID);
  if (!element?.textContent) return;
  let list: unknown;
  try {
    list = JSON.parse(element.textContent);
  } catch {
    return;
  }
  if (!Array.isArray(list)) return;
  let inTask = 0;
  for (const item of list as Partial<StartPreload>[]) {
    // A path of this site: one slash, not two (`//host/x.js` is another site).
    if (typeof item?.href !== 'string' || !/^\/(?!\/)[\w./-]+$/.test(item.href)) continue;
    if (item.as !== 'script' && item.as !== 'fetch') continue;
    if (inTask === PRELOADS_PER_TASK) {
      inTask = 0;
      await yieldToBrowser();
    }
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', item.as);
    if (item.as === 'fetch') link.crossOrigin = 'anonymous';
    link.href = item.href;
    document.head.appendChild(link);
    inTask += 1;
  }
}
