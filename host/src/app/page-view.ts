import { useEffect, useRef, useState } from 'react';
import { bus, type ShopEvents } from 'shared/bus';
import { usePageViewStore } from 'shared/router';
import { usePageShown } from '../lib/page-rendered';

type View = ShopEvents['host:page-view'];

/** How long a page may hold its view after it has rendered (or the route's page after the navigation). */
export const VIEW_DEADLINE_MS = 5000;

/**
 * One page view per location (spec section 2: page type 404 for the not-found page). An error page
 * (`error`) reports at once. A route's page (`page`) reports once its remote page has rendered for
 * this location and does not hold its view (`useHoldPageView`, shared/router: its entity is still
 * loading); an error the page sets meanwhile is reported instead. At the latest VIEW_DEADLINE_MS
 * after the page rendered (or, if it never does, after the navigation), or when the customer leaves
 * first. A remote older than the contract never holds: its view goes when it has rendered.
 * A component of its own, so the page's render and holds re-render only it, not the page.
 */
export function PageView({
  locationKey: key,
  error,
  page,
}: {
  locationKey: string;
  error: View | null;
  page: View | null;
}): null {
  const shown = usePageShown(key);
  const held = usePageViewStore((s) => s.held === key);
  const [late, setLate] = useState<string>();
  // The last location reported, and the last page's view while it may still be waiting.
  const state = useRef<{ sent?: string; last?: [string, View] }>({});
  useEffect(() => {
    const timer = setTimeout(() => setLate(key), VIEW_DEADLINE_MS);
    return () => clearTimeout(timer);
  }, [key, shown]);
  useEffect(() => {
    const s = state.current;
    const emit = (k: string, view: View) => {
      s.sent = k;
      bus.emit('host:page-view', view);
    };
    // The customer left a page that still held its view: it counts, with its route's type.
    if (s.last && s.last[0] !== key && s.sent !== s.last[0]) emit(...s.last);
    s.last = page ? [key, page] : undefined;
    const view = error ?? (((shown && !held) || late === key) && page);
    if (view && s.sent !== key) emit(key, view);
  });
  return null;
}
