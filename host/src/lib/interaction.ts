/**
 * When the customer last scrolled, touched, clicked or typed, and when the current history entry
 * began. The scroll manager loads after the first page has rendered; a customer who has already
 * moved on the page by then is left where they are, as the manager does for anything it waits for.
 */
let lastInteraction = Number.NEGATIVE_INFINITY;
let entryStarted = 0;

const TYPES = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

export function watchInteraction(): void {
  const note = () => {
    lastInteraction = performance.now();
  };
  for (const type of TYPES) window.addEventListener(type, note, { passive: true, capture: true });
}

/** The shell's page (shop-page.tsx) calls this as each history entry's page starts. */
export function markEntryStarted(): void {
  entryStarted = performance.now();
}

export function interactedSinceEntry(): boolean {
  return lastInteraction >= entryStarted;
}
