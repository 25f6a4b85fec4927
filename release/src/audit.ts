import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import { COUNTRY_CODES, REMOTES, VERSION_PATTERN } from 'config';

const version = z.string().regex(VERSION_PATTERN);

/** A remote's state before or after a change, as the audit log records it. */
export const pinStateSchema = z.object({
  version,
  canary: z.object({ version, percent: z.number() }).nullable(),
});
export type PinState = z.infer<typeof pinStateSchema>;

export const AUDIT_ACTIONS = ['pin', 'rollback', 'canary', 'canary-stop', 'promote'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_VIA = ['cli', 'page', 'api', 'guard'] as const;
export type AuditVia = (typeof AUDIT_VIA)[number];
/** What kind of actor made a change: a named person, the automation token, or the canary guard. */
export const ACTOR_KINDS = ['person', 'token', 'guard'] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  country: z.enum(COUNTRY_CODES),
  remote: z.enum(REMOTES),
  action: z.enum(AUDIT_ACTIONS),
  /** Who: the signed-in person, the command line's user (git or OS user unless given), the token or the guard. */
  by: z.string(),
  /** Through what: the command line, the release page, the API with the automation token, the canary guard. */
  via: z.enum(AUDIT_VIA),
  actorKind: z.enum(ACTOR_KINDS),
  reason: z.string(),
  from: pinStateSchema,
  to: pinStateSchema,
  /** The manifest revision this change produced. */
  revision: z.number().int(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export function newAuditEntry(fields: Omit<AuditEntry, 'id' | 'at'>): AuditEntry {
  return { id: randomUUID(), at: new Date().toISOString(), ...fields };
}
