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

/**
 * Asks for the files the start will need (the host's start chunks and texts, the release manifest, the
 * pinned remote's manifest, entry, page and texts) all at once, as `<link rel="preload">`: the start
 * finds them one round trip after another otherwise. Only paths of this site are taken.
 */
export function preloadStart(): void {
  const element = document.getElementById(START_PRELOADS_ELEMENT_ID);
  if (!element?.textContent) return;
  let list: unknown;
  try {
    list = JSON.parse(element.textContent);
  } catch {
    return;
  }
  if (!Array.isArray(list)) return;
  for (const item of list as Partial<StartPreload>[]) {
    if (typeof item?.href !== 'string' || !/^\/[\w./-]+$/.test(item.href)) continue;
    if (item.as !== 'script' && item.as !== 'fetch') continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = item.as;
    if (item.as === 'fetch') link.crossOrigin = 'anonymous';
    link.href = item.href;
    document.head.appendChild(link);
  }
}
