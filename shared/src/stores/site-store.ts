import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import type { Site } from 'config';

interface SiteState {
  /** The site of the current hostname; set by the host (or a remote's standalone shell) at start. */
  site: Site | null;
  setSite: (site: Site) => void;
}

export const useSiteStore = create<SiteState>()((set) => ({
  site: null,
  setSite: (site) => set({ site }),
}));

/** The current site; throws when called before the host set it. */
export function getSite(): Site {
  const site = useSiteStore.getState().site;
  if (!site) throw new Error('site is not set: the host sets it before rendering');
  return site;
}

const currentSite = () => useSiteStore.getState().site;

/**
 * The site as a hook, re-rendering when it changes. The host sets it before any render, on the
 * server (per render) as in the browser, and a page keeps its site: so a server render and the
 * browser's hydration read the site that is set, not the store's initial empty state (what
 * zustand's own hook would read there).
 */
export function useSiteState(): Site | null {
  return useSyncExternalStore(useSiteStore.subscribe, currentSite, currentSite);
}
