// Shapes of the API's answers, as types only: the page bundles no schema of its own.
import type { ReleaseChange, ReleaseHistory, ReleaseOverview } from 'release/api-schemas';

export type { ReleaseChangeResponse, ReleaseHistory } from 'release/api-schemas';
export type { GuardSettings } from '../health/guard';
export type { HealthBucket, HealthWindow, RemoteHealth, VersionHealth } from '../health/schemas';

export type Overview = ReleaseOverview;
export type Action = ReleaseChange['action'];
export type Problem = { code: string; message: string };
export type HistoryEntry = ReleaseHistory['entries'][number];

/** Who is signed in (GET /api/admin/session). */
export interface Staff {
  kind: 'person' | 'token';
  name: string;
  username: string | null;
  role: 'viewer' | 'release-manager' | 'admin';
  countries: string[] | null;
}
