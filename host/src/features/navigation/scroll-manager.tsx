import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router';
import { entriesStarted, interactedSinceEntry, takeEarlyPositions } from '../../lib/interaction';
import { whenPageShown } from '../../lib/page-rendered';
import { ScrollPositions } from '../../lib/scroll-positions';
import { restoreScroll, scrollToAnchor } from './scroll';

/**
 * How long to wait for lazily loaded content before giving up on an anchor or a saved position,
 * counted from when the page's region has rendered (at the latest after PAGE_WAIT_CAP_MS): a remote's
 * chunk on a slow connection must not use up the time its content has to arrive.
 */
const ANCHOR_TIMEOUT_MS = 6000;
const RESTORE_TIMEOUT_MS = 3000;
const PAGE_WAIT_CAP_MS = 15_000;

function movesFocus(): boolean {
  // After a click on a link or button the focus would stay on something that is gone; a customer
  // typing (the search box) keeps their field.
  const active = document.activeElement;
  return !active || active === document.body || active.matches('a, button');
}

/**
 * Spec section 2, navigation behaviour: a new page starts at the top; a URL with a fragment scrolls
 * to its anchor, even when the content that holds it loads late; back and forward restore the
 * position the customer left the page at (and so does a reload). The browser's own restoration
 * is switched off because it runs before our content exists.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<ScrollPositions | null>(null);
  const currentKey = useRef<string>(location.key);
  const previous = useRef<Location | null>(null);
  const pending = useRef<(() => void) | null>(null);

  positions.current ??= new ScrollPositions();

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    const store = positions.current!;
    // Browsers send at most one scroll event per frame; each records where the customer is.
    const onScroll = () => {
      if (!pending.current) store.set(currentKey.current, window.scrollY);
    };
    // The customer takes over: stop waiting to scroll for them.
    const onInteract = () => {
      pending.current?.();
      pending.current = null;
    };
    const onHide = () => {
      store.set(currentKey.current, window.scrollY);
      store.persist();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    for (const type of ['wheel', 'touchstart', 'keydown', 'mousedown'] as const)
      window.addEventListener(type, onInteract, { passive: true });
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      for (const type of ['wheel', 'touchstart', 'keydown', 'mousedown'] as const)
        window.removeEventListener(type, onInteract);
      window.removeEventListener('pagehide', onHide);
    };
  }, []);

  useLayoutEffect(() => {
    const store = positions.current!;
    const before = previous.current;
    previous.current = location;
    // The position the customer left the last page at is the last one its scroll events recorded:
    // by now the new page's content has replaced the old (and the browser may have moved the
    // scroll position to keep content in view), so the current position is not theirs.
    if (before) store.persist();
    pending.current?.();
    pending.current = null;
    currentKey.current = location.key;

    // The manager loads after the first render: where the customer scrolled pages to before it came
    // is theirs to come back to (they may have scrolled one and followed a link meanwhile).
    if (before === null) for (const [key, y] of takeEarlyPositions()) store.set(key, y);
    // A customer who has scrolled or pressed something on this page before the manager came is left
    // where they are, and that is the position to come back to.
    if (before === null && interactedSinceEntry()) {
      store.set(location.key, window.scrollY);
      return;
    }
    const saved = store.get(location.key);
    // The page the shop was loaded with; if the customer navigated before the manager came, this
    // entry is a navigation like any other (a new page starts at the top).
    const isFirst = before === null && entriesStarted() <= 1;
    const samePage = before !== null && before.pathname === location.pathname;

    // While we scroll for the customer, scroll events are ours, not a position to save.
    let cancel: (() => void) | null = null;
    const done = () => {
      if (pending.current === cancelPending) pending.current = null;
      store.set(location.key, window.scrollY);
    };
    const cancelPending = () => cancel?.();

    if (navigationType === 'POP' && saved !== undefined) {
      // Back, forward or a reload: where the customer was.
      pending.current = cancelPending;
      cancel = restoreScroll(saved, RESTORE_TIMEOUT_MS, done, {
        countFrom: whenPageShown(location.key, PAGE_WAIT_CAP_MS),
      });
      return;
    }
    if (location.hash.length > 1) {
      if (samePage && before?.hash === location.hash && before.search === location.search) return;
      pending.current = cancelPending;
      cancel = scrollToAnchor(location.hash, ANCHOR_TIMEOUT_MS, done, {
        countFrom: whenPageShown(location.key, PAGE_WAIT_CAP_MS),
      });
      return;
    }
    if (isFirst || samePage) return;
    window.scrollTo(0, 0);
    if (movesFocus()) document.getElementById('main')?.focus({ preventScroll: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per history entry
  }, [location.key]);

  useEffect(
    () => () => {
      pending.current?.();
    },
    [],
  );
  return null;
}
