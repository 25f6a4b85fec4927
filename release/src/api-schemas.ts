/**
 * The release API's requests and answers (/api/admin/releases): the API validates with these schemas, the
 * command line and the release page read their types.
 */
import * as z from 'zod';
import { COUNTRY_CODES, REMOTES, VERSION_PATTERN, type CountryCode } from 'config';

export const versionSchema = z.string().regex(VERSION_PATTERN, 'not a version (x.y.z or x.y.z-tag)');
export const countrySchema = z.enum(COUNTRY_CODES);
export const remoteSchema = z.enum(REMOTES);
export const problemSchema = z.object({ code: z.string(), message: z.string() });
const checks = z.object({ ok: z.boolean(), problems: z.array(problemSchema) });

const pinState = z.object({
  version: z.string(),
  canary: z.object({ version: z.string(), percent: z.number() }).nullable(),
});
export const auditEntryView = z.object({
  id: z.string(),
  at: z.string(),
  country: countrySchema,
  remote: remoteSchema,
  action: z.string(),
  by: z.string(),
  via: z.string(),
  actorKind: z.string(),
  reason: z.string(),
  from: pinState,
  to: pinState,
  revision: z.number(),
});

export const pinView = z.object({
  version: z.string(),
  lastKnownGood: z.string().nullable(),
  canary: z.object({ version: z.string(), percent: z.number(), startedAt: z.string().nullable() }).nullable(),
  previous: z.array(z.string()),
  checks,
  canaryChecks: checks.nullable(),
});

export const versionView = z.object({
  version: z.string(),
  builtAt: z.string().nullable(),
  gitCommit: z.string().nullable(),
  files: z.number(),
  bytes: z.number(),
  ok: z.boolean(),
  problems: z.array(problemSchema),
  pinnedIn: z.array(countrySchema),
  canaryIn: z.array(countrySchema),
});

export const reportView = z.object({
  country: z.string(),
  remote: z.string(),
  version: z.string(),
  kind: z.string(),
  count: z.number(),
  lastAt: z.string(),
  lastMessage: z.string(),
});

export const overviewSchema = z.object({
  generatedAt: z.string(),
  countries: z.array(countrySchema),
  remotes: z.array(remoteSchema),
  host: z.object({
    source: z.enum(['build', 'installed']),
    buildId: z.string().nullable(),
    shared: z.record(z.string(), z.string()),
  }),
  manifests: z.array(
    z.object({
      country: countrySchema,
      revision: z.number(),
      updatedAt: z.string().nullable(),
      remotes: z.record(remoteSchema, pinView),
    }),
  ),
  versions: z.record(remoteSchema, z.array(versionView)),
  reportWindowHours: z.number(),
  reports: z.array(reportView),
});

export const versionCheckView = z.object({
  remote: remoteSchema,
  version: z.string(),
  ok: z.boolean(),
  problems: z.array(problemSchema),
  builtAt: z.string().nullable(),
  gitCommit: z.string().nullable(),
  shared: z.record(z.string(), z.string()),
});

export const historyView = z.object({
  country: countrySchema,
  revision: z.number(),
  entries: z.array(auditEntryView),
  unreadable: z.number(),
});

const countries = z.union([z.literal('all'), z.array(countrySchema).min(1).max(COUNTRY_CODES.length)]);
/** With the automation token only: the person it acts for, recorded beside it. A signed-in person is named by their account. */
const by = z.string().trim().min(1).max(120).optional();
const requiredReason = z.string().trim().min(1, 'a reason is required').max(500);
const optionalReason = z.string().trim().max(500).optional();
const expectedRevisions = z.partialRecord(countrySchema, z.number().int().min(0)).optional();
const common = { countries, remote: remoteSchema, by, expectedRevisions };

export const changeSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('pin'), ...common, version: versionSchema, reason: requiredReason }),
  z.object({ action: z.literal('rollback'), ...common, reason: optionalReason }),
  z.object({
    action: z.literal('canary'),
    ...common,
    version: versionSchema,
    percent: z.number().gt(0).max(100),
    reason: requiredReason,
  }),
  z.object({ action: z.literal('canary-stop'), ...common, reason: optionalReason }),
  z.object({ action: z.literal('promote'), ...common, reason: optionalReason }),
]);

export const outcomeView = z.object({
  country: countrySchema,
  changed: z.boolean(),
  message: z.string(),
  refused: z.array(problemSchema).nullable(),
  entry: auditEntryView.nullable(),
});

export type ReleaseChange = z.infer<typeof changeSchema>;
export type ReleaseOverview = z.infer<typeof overviewSchema>;
export type VersionView = z.infer<typeof versionView>;
export type PinView = z.infer<typeof pinView>;
export type ReleaseHistory = {
  country: CountryCode;
  revision: number;
  entries: z.infer<typeof auditEntryView>[];
  unreadable: number;
};
export type ReleaseChangeResponse = { outcomes: z.infer<typeof outcomeView>[] };
