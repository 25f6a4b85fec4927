import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile } from 'node:fs/promises';
import path from 'node:path';
import * as z from 'zod';
import { COUNTRY_CODES, REMOTES, VERSION_PATTERN, type CountryCode } from 'config';

const version = z.string().regex(VERSION_PATTERN);

/** A remote's state before or after a change, as the audit log records it. */
export const pinStateSchema = z.object({
  version,
  canary: z.object({ version, percent: z.number() }).nullable(),
});
export type PinState = z.infer<typeof pinStateSchema>;

export const AUDIT_ACTIONS = ['pin', 'rollback', 'canary', 'canary-stop', 'promote'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  country: z.enum(COUNTRY_CODES),
  remote: z.enum(REMOTES),
  action: z.enum(AUDIT_ACTIONS),
  /** Who: the release manager's name or e-mail (command line: git or OS user unless given). */
  by: z.string(),
  /** Through what: the command line or the release page. */
  via: z.enum(['cli', 'page']),
  reason: z.string(),
  from: pinStateSchema,
  to: pinStateSchema,
  /** The manifest revision this change produced. */
  revision: z.number().int(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export function auditFile(releasesDir: string, country: CountryCode): string {
  return path.join(releasesDir, 'audit', `${country}.jsonl`);
}

export function newAuditEntry(fields: Omit<AuditEntry, 'id' | 'at'>): AuditEntry {
  return { id: randomUUID(), at: new Date().toISOString(), ...fields };
}

/** Appends one line and flushes it to disk before the change it records becomes visible. */
export async function appendAudit(releasesDir: string, entry: AuditEntry): Promise<void> {
  const file = auditFile(releasesDir, entry.country);
  await mkdir(path.dirname(file), { recursive: true });
  const handle = await open(file, 'a');
  try {
    await handle.appendFile(`${JSON.stringify(auditEntrySchema.parse(entry))}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export interface AuditLog {
  entries: AuditEntry[];
  /** Lines that are not valid entries (hand edits, a disk that filled up): reported, never dropped silently. */
  unreadable: number[];
}

/** Every entry of a country, oldest first. */
export async function readAudit(releasesDir: string, country: CountryCode): Promise<AuditLog> {
  let raw: string;
  try {
    raw = await readFile(auditFile(releasesDir, country), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { entries: [], unreadable: [] };
    throw error;
  }
  const entries: AuditEntry[] = [];
  const unreadable: number[] = [];
  raw.split('\n').forEach((line, i) => {
    if (!line.trim()) return;
    try {
      const parsed = auditEntrySchema.safeParse(JSON.parse(line));
      if (parsed.success) entries.push(parsed.data);
      else unreadable.push(i + 1);
    } catch {
      unreadable.push(i + 1);
    }
  });
  return { entries, unreadable };
}
