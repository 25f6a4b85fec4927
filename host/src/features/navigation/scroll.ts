/**
 * Scrolling for a shop whose pages arrive late: a remote page loads after the navigation, so the
 * anchor or the saved position often does not exist yet when the URL changes. These helpers wait
 * for the content (DOM mutations and size changes), give up after a deadline, and stop at once
 * when the customer scrolls by themselves.
 */

type WaitResult = 'met' | 'timeout' | 'cancelled';

/**
 * When a wait's deadline starts counting: at once, or when this promise settles (the page's region
 * has rendered). A remote page's content comes some time after its chunk, which on a slow
 * connection can itself take seconds: a deadline counted from the navigation would give up on a
 * position or an anchor before the content that holds it could arrive.
 */
export interface WaitOptions {
  countFrom?: Promise<unknown>;
}

/** Waits for a condition that DOM changes may fulfil; calls `done` once. Returns the cancel function. */
function waitForDom(
  check: () => boolean,
  timeoutMs: number,
  done: (result: WaitResult) => void,
  options: WaitOptions = {},
): () => void {
  let finished = false;
  const finish = (result: WaitResult) => {
    if (finished) return;
    finished = true;
    mutations.disconnect();
    resizes?.disconnect();
    if (timer !== undefined) window.clearTimeout(timer);
    done(result);
  };
  const attempt = () => {
    if (!finished && check()) finish('met');
  };
  const mutations = new MutationObserver(attempt);
  mutations.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['id', 'name', 'style', 'class'],
  });
  const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(attempt) : null;
  resizes?.observe(document.body);
  let timer: number | undefined;
  const startDeadline = () => {
    if (!finished) timer = window.setTimeout(() => finish(check() ? 'met' : 'timeout'), timeoutMs);
  };
  if (options.countFrom) void options.countFrom.then(startDeadline, startDeadline);
  else startDeadline();
  attempt();
  return () => finish('cancelled');
}

/**
 * Brings the page back to `y`: as soon as it is tall enough, and again whenever arriving content
 * moves it away, until the deadline (a new page's content replaces the last one's in steps).
 */
export function restoreScroll(
  y: number,
  timeoutMs: number,
  onDone: () => void = () => undefined,
  options: WaitOptions = {},
): () => void {
  const maxScroll = () => document.documentElement.scrollHeight - window.innerHeight;
  const apply = () => {
    if (Math.abs(window.scrollY - y) > 1 && maxScroll() >= y - 1) window.scrollTo(0, y);
    return false;
  };
  return waitForDom(
    apply,
    timeoutMs,
    (result) => {
      // Cancelled means the customer scrolled or navigated: leave the position alone.
      if (result !== 'cancelled' && Math.abs(window.scrollY - y) > 1) window.scrollTo(0, y);
      onDone();
    },
    options,
  );
}

/** The element a URL fragment names: by id, or an `<a name>` as old content has it. */
export function findAnchor(hash: string): HTMLElement | null {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return null;
  }
  if (!id) return null;
  return document.getElementById(id) ?? (document.getElementsByName(id)[0] as HTMLElement | undefined) ?? null;
}

/**
 * Scrolls to the anchor once it exists, then keeps it in view while content above it is still
 * arriving (for `settleMs`), and moves the focus there so keyboard and screen reader users start
 * reading at the anchor too.
 */
export function scrollToAnchor(
  hash: string,
  timeoutMs: number,
  onDone: () => void = () => undefined,
  options: WaitOptions & { settleMs?: number } = {},
): () => void {
  const settleMs = options.settleMs ?? 1500;
  let settle: (() => void) | null = null;
  const cancelWait = waitForDom(
    () => findAnchor(hash) !== null,
    timeoutMs,
    (result) => {
      const target = findAnchor(hash);
      if (result !== 'met' || !target) {
        onDone();
        return;
      }
      target.scrollIntoView({ block: 'start' });
      if (!target.matches('a[href], button, input, select, textarea, [tabindex]'))
        target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
      let lastTop = target.getBoundingClientRect().top;
      settle = waitForDom(
        () => {
          const top = target.getBoundingClientRect().top;
          if (Math.abs(top - lastTop) > 2) {
            target.scrollIntoView({ block: 'start' });
            lastTop = target.getBoundingClientRect().top;
          }
          return false;
        },
        settleMs,
        () => onDone(),
      );
    },
    options,
  );
  return () => {
    cancelWait();
    settle?.();
  };
}
