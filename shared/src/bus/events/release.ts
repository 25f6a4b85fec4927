import type { CountryCode, RemoteName } from 'config';

/** Events published by releases. Names are `release:<event>`. */
export type ReleaseEvents = {
  /**
   * The host chose a remote's version for this visitor while a canary runs: `side` says whether
   * the visitor got the candidate. Analytics can compare the two sides by it.
   */
  'release:canary-assigned': {
    remote: RemoteName;
    side: 'pinned' | 'canary';
    version: string;
    candidate: string;
    percent: number;
    /** What the assignment was keyed by: the consented client id or the functional cohort cookie. */
    keyedBy: 'client-id' | 'cohort-cookie' | 'none';
  };
  /** The release manifest could not be loaded; the host started with the last one this browser loaded. */
  'release:manifest-from-cache': { country: CountryCode; savedAt: number; message: string };
};
