import { create } from 'zustand';

interface BuildState {
  /** A newer build of the host is out: the next navigation loads the page fresh. */
  outdated: boolean;
  latest: string | null;
}

/**
 * Whether a newer host build is out. Read on every navigation (shop-page); written by the build
 * check (build-check.ts), which starts after the first page has rendered.
 */
export const useBuildStore = create<BuildState>()(() => ({ outdated: false, latest: null }));
