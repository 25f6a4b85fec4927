import { COUNTRY_CODES, REMOTES, VERSION_PATTERN } from 'config';
import { z } from 'zod';

/** Where browsers send what they measured of remote versions (host: lib/remotes/release-health.ts). */
export const HEALTH_REPORT_PATH = '/api/releases/health';
export const MAX_EVENTS_PER_REPORT = 30;

const remote = z.enum(REMOTES);
const version = z.string().max(40).regex(VERSION_PATTERN);
const ms = z.number().min(0).max(600_000);

/** One measurement of a page load: the remote's version it concerns, and what happened. */
export const healthEventSchema = z.discriminatedUnion('kind', [
  // The module loaded and mounted, `ms` after its load began.
  z.object({ kind: z.literal('load'), remote, version, ms }),
  // The version did not load (files missing, a failed chunk, refused by the contract): the host fell back.
  z.object({ kind: z.literal('failure'), remote, version }),
  // It loaded and threw while rendering: its region shows the fallback.
  z.object({ kind: z.literal('error'), remote, version }),
  // A Web Vital of a page whose main content this version rendered (CLS unitless, the others in ms).
  z.object({ kind: z.literal('vital'), remote, version, name: z.enum(['LCP', 'INP', 'CLS']), value: ms }),
]);
export type HealthEvent = z.infer<typeof healthEventSchema>;

export const healthReportSchema = z.object({
  country: z.enum(COUNTRY_CODES),
  events: z.array(healthEventSchema).min(1).max(MAX_EVENTS_PER_REPORT),
});

export const HEALTH_WINDOWS = { '15m': 15, '1h': 60, '6h': 360, '24h': 1440, '7d': 10080 } as const;
export type HealthWindow = keyof typeof HEALTH_WINDOWS;

const figures = {
  loads: z.number(),
  failures: z.number(),
  errors: z.number(),
  lcpP75: z.number().nullable(),
  inpP75: z.number().nullable(),
};
export const healthBucketSchema = z.object({ start: z.string(), ...figures });
export type HealthBucket = z.infer<typeof healthBucketSchema>;

export const versionHealthSchema = z.object({
  version: z.string(),
  role: z.enum(['pinned', 'canary', 'other']),
  ...figures,
  clsP75: z.number().nullable(),
  mountP75: z.number().nullable(),
  /** Distinct anonymous clients that reported, and those that reported a failure or an error. */
  clients: z.number(),
  failingClients: z.number(),
  buckets: z.array(healthBucketSchema),
});
export type VersionHealth = z.infer<typeof versionHealthSchema>;

export const remoteHealthSchema = z.object({
  country: z.enum(COUNTRY_CODES),
  remote,
  window: z.string(),
  bucketMinutes: z.number(),
  versions: z.array(versionHealthSchema),
});
export type RemoteHealth = z.infer<typeof remoteHealthSchema>;
