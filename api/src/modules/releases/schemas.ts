import * as z from 'zod';
import { countrySchema, remoteSchema, versionSchema } from 'release/api-schemas';

export {
  changeSchema,
  historyView,
  outcomeView,
  overviewSchema,
  versionCheckView,
  type ReleaseChange,
  type VersionView,
  type PinView,
} from 'release/api-schemas';
export { countrySchema, remoteSchema, versionSchema };

/** Load failures count on the release page for this long. */
export const REPORT_WINDOW_HOURS = 24;

export const versionParams = z.object({ remote: remoteSchema, version: versionSchema });
export const countryParams = z.object({ country: countrySchema });
export const historyQuery = z.object({
  remote: remoteSchema.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});

/** A remote version that failed in a browser, as the host reports it. */
export const releaseReportSchema = z.object({
  country: countrySchema,
  remote: remoteSchema,
  version: versionSchema,
  kind: z.enum(['fallback', 'failed', 'refused']),
  fellBackTo: versionSchema.nullable(),
  message: z.string().max(300),
});
export type ReleaseReport = z.infer<typeof releaseReportSchema>;
