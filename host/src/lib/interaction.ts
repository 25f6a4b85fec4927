/**
 * When the customer last scrolled, touched, clicked or typed, when the current history entry began,
 * and where the customer scrolled each entry to before the scroll manager came. The manager loads
 * after the first page has rendered; a customer who has already moved on the page by then is left
 * where they are, and a page they scrolled and left before it came keeps its position for back and
 * forward (a customer can scroll and follow a link while the manager's chunk still loads), and for
 * a reload (saved as the page is left, if the manager has not taken them by then).
 */
import { ScrollPositions } from './scroll-positions';

let lastInteraction = Number.NEGATIVE_INFINITY;
let entryStarted = 0;
let entries = 0;
let entryKey: string | null = null;
let early: Map<string, number> | null = new Map();

const TYPES = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

export function watchInteraction(): void {
  const note = () => {
    lastInteraction = performance.now();
  };
  for (const type of TYPES) window.addEventListener(type, note, { passive: true, capture: true });
  // Only the customer's own scrolling is a position to come back to: the browser also moves the
  // page when one page's content replaces another's.
  const onScroll = () => {
    if (!early) {
      window.removeEventListener('scroll', onScroll);
      return;
    }
    if (entryKey !== null && lastInteraction >= entryStarted)
      early.set(entryKey, Math.max(0, Math.round(window.scrollY)));
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  // Left or reloaded before the manager came: its positions are saved where the manager reads them.
  window.addEventListener('pagehide', () => {
    if (!early?.size) return;
    const positions = new ScrollPositions();
    for (const [key, y] of early) positions.set(key, y);
    positions.persist();
  });
}

/** The shell's page (shop-page.tsx) calls this as each history entry's page starts. */
export function markEntryStarted(key: string): void {
  entryStarted = performance.now();
  entries += 1;
  entryKey = key;
}

export function interactedSinceEntry(): boolean {
  return lastInteraction >= entryStarted;
}

/** How many history entries this page load has shown: more than one when the customer navigated before the manager came. */
export function entriesStarted(): number {
  return entries;
}

/** The positions the customer scrolled entries to before the manager came, by `location.key`; recording stops. */
export function takeEarlyPositions(): Map<string, number> {
  const positions = early ?? new Map<string, number>();
  early = null;
  return positions;
}
