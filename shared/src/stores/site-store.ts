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
