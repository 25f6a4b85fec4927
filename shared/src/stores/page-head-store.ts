import { create } from 'zustand';

/** A page's own title and description, where it knows better than its route (a device's name). */
export interface PageHeadOverride {
  /** The location (react-router `location.key`) it was set for; it never outlives that page. */
  locationKey: string;
  title?: string;
  description?: string;
  /** Meta keywords, where the entity has them (catalogue pages). */
  keywords?: string;
}

interface PageHeadState {
  override: PageHeadOverride | null;
  setOverride: (override: PageHeadOverride | null) => void;
}

/** Read by the host, which writes the document's title and description; set through `usePageHead` (shared/router). */
export const usePageHeadStore = create<PageHeadState>()((set) => ({
  override: null,
  setOverride: (override) => set({ override }),
}));
