/**
 * Release changes: pin, roll back, canary. The command line (scripts/release/cli.ts, through the API) and
 * the release page's API (api/src/modules/releases) both go through here, so both refuse the same
 * versions for the same reasons and both write the audit log.
 *
 * A change to a country: check the version (exists, unchanged since built, accepted by the host),
 * then, in one transaction holding the country's row, re-read its manifest, apply the change and
 * write the new manifest with its audit entry (state.ts). A refused change writes nothing.
 */
import {
  COUNTRY_CODES,
  PREVIOUS_PINS_KEPT,
  REMOTES,
  type CountryCode,
  type ReleaseManifest,
  type RemoteName,
  type RemotePin,
} from 'config';
import { releaseManifestSchema } from 'config/schemas';
import {
  newAuditEntry,
  type ActorKind,
  type AuditAction,
  type AuditEntry,
  type AuditVia,
  type PinState,
} from './audit';
import { readHostShared, type HostShared } from './host';
import type { ReleasePaths } from './paths';
import type { ReleaseState } from './state';
import { ReleaseRefusedError, type Problem } from './problems';
import { checkAgainstHost, inspectVersion, storeReader, type InspectedVersion } from './store';

export interface Actor {
  /** Who makes the change: a name or e-mail address, `admin token`, or the canary guard. */
  by: string;
  via: AuditVia;
  /** A named person (the default), the automation token, or the guard. */
  kind?: ActorKind;
}

export interface ChangeBase extends Actor {
  countries: CountryCode[];
  remote: RemoteName;
  reason: string;
  /** The revision per country the change was decided on (the release page sends what it showed). */
  expectedRevisions?: Partial<Record<CountryCode, number>>;
}

export interface ChangeOutcome {
  country: CountryCode;
  changed: boolean;
  /** What happened, in a sentence. */
  message: string;
  entry: AuditEntry | null;
  /** When this country refused the change (the others may have gone ahead). */
  refused?: Problem[];
}

export interface VersionCheck {
  remote: RemoteName;
  version: string;
  ok: boolean;
  problems: Problem[];
  inspected: InspectedVersion;
}

const MAX_REASON = 500;
const MAX_ACTOR = 120;

function stateOf(pin: RemotePin): PinState {
  return {
    version: pin.version,
    canary: pin.canary ? { version: pin.canary.version, percent: pin.canary.percent } : null,
  };
}

function describe(state: PinState): string {
  return state.canary
    ? `${state.version} (canary ${state.canary.version} at ${state.canary.percent} %)`
    : state.version;
}

function cleanText(value: string, what: string, max: number): string {
  // Control characters would garble the log and the terminal; the page shows text as text anyway.
  // eslint-disable-next-line no-control-regex
  const text = value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  if (!text)
    throw new ReleaseRefusedError(`a ${what} is required`, [{ code: 'bad_input', message: `${what} is empty` }]);
  if (text.length > max)
    throw new ReleaseRefusedError(`the ${what} is too long`, [
      { code: 'bad_input', message: `${what} has more than ${max} characters` },
    ]);
  return text;
}

/** A remote pinned to `version`, remembering the version it replaces for rollback and fallback. */
function pinnedTo(before: RemotePin, version: string): RemotePin {
  const previous = [...(before.previous ?? []), before.version].slice(-PREVIOUS_PINS_KEPT);
  return { version, lastKnownGood: before.version, canary: null, previous };
}

/** What needs only the remote store and the host build (`publish` and `check` run it without the API). */
export interface VersionChecks {
  paths: ReleasePaths;
  hostShared(): Promise<HostShared>;
  /** Whether a version may be pinned: exists, unchanged since it was built, accepted by the host. */
  checkVersion(remote: RemoteName, version: string): Promise<VersionCheck>;
  listVersions(remote: RemoteName): Promise<string[]>;
}

export function createVersionChecks(paths: ReleasePaths): VersionChecks {
  return {
    paths,
    hostShared: () => readHostShared(paths.hostDir, paths.sourceExports),
    async checkVersion(remote, version) {
      const inspected = await inspectVersion(paths.storeDir, remote, version);
      const problems = [...inspected.problems];
      // Compatibility only means something for a version that is there and readable.
      if (inspected.metadata)
        problems.push(...checkAgainstHost(inspected, await readHostShared(paths.hostDir, paths.sourceExports)));
      return { remote, version, ok: problems.length === 0, problems, inspected };
    },
    listVersions: (remote) => storeReader(paths.storeDir).versions(remote),
  };
}

export interface ReleaseService extends VersionChecks {
  readManifests(): Promise<Record<CountryCode, ReleaseManifest>>;
  pin(change: ChangeBase & { version: string }): Promise<ChangeOutcome[]>;
  rollback(change: ChangeBase): Promise<ChangeOutcome[]>;
  startCanary(change: ChangeBase & { version: string; percent: number }): Promise<ChangeOutcome[]>;
  stopCanary(change: ChangeBase): Promise<ChangeOutcome[]>;
  promoteCanary(change: ChangeBase): Promise<ChangeOutcome[]>;
  history(country: CountryCode, options?: { remote?: RemoteName; limit?: number }): Promise<HistoryReport>;
}

export interface HistoryReport {
  country: CountryCode;
  revision: number;
  /** Newest first; each was applied with its manifest (one transaction). */
  entries: AuditEntry[];
  /** Audit rows that are not valid entries (edited by hand): reported, never dropped silently. */
  unreadable: number;
}

export function createReleaseService(paths: ReleasePaths, state: ReleaseState): ReleaseService {
  const checks = createVersionChecks(paths);
  const { checkVersion } = checks;

  async function requireVersion(remote: RemoteName, version: string, what: string): Promise<void> {
    const check = await checkVersion(remote, version);
    if (!check.ok) {
      const summary =
        check.problems[0]!.message + (check.problems.length > 1 ? ` (and ${check.problems.length - 1} more)` : '');
      throw new ReleaseRefusedError(`refused to ${what} ${remote} ${version}: ${summary}`, check.problems);
    }
  }

  function validate(change: ChangeBase): ChangeBase {
    if (!change.countries.length)
      throw new ReleaseRefusedError('no country given', [{ code: 'bad_input', message: 'countries is empty' }]);
    for (const cc of change.countries) {
      if (!(COUNTRY_CODES as readonly string[]).includes(cc)) {
        throw new ReleaseRefusedError(`unknown country "${cc}" (countries: ${COUNTRY_CODES.join(', ')}, or all)`, [
          { code: 'bad_input', message: `country ${cc}` },
        ]);
      }
    }
    if (!(REMOTES as readonly string[]).includes(change.remote)) {
      throw new ReleaseRefusedError(`unknown remote "${change.remote}" (remotes: ${REMOTES.join(', ')})`, [
        { code: 'bad_input', message: `remote ${change.remote}` },
      ]);
    }
    return {
      ...change,
      reason: cleanText(change.reason, 'reason', MAX_REASON),
      by: cleanText(change.by, 'name of who makes the change', MAX_ACTOR),
    };
  }

  /**
   * Applies `mutate` to one country's pin of a remote under its lock. `mutate` returns the new pin,
   * or a string saying why nothing needs to change; it throws ReleaseRefusedError to refuse.
   */
  async function changeCountry(
    change: ChangeBase,
    country: CountryCode,
    action: AuditAction,
    mutate: (before: RemotePin) => Promise<RemotePin | string> | RemotePin | string,
  ): Promise<ChangeOutcome> {
    try {
      return await state.change<ChangeOutcome>(country, async (manifest) => {
        const revision = manifest.revision ?? 0;
        const expected = change.expectedRevisions?.[country];
        if (expected !== undefined && expected !== revision) {
          throw new ReleaseRefusedError(
            `${country} changed since you looked at it (revision ${expected}, now ${revision}); look again and retry`,
            [{ code: 'revision_conflict', message: `${country}: expected revision ${expected}, found ${revision}` }],
          );
        }
        const before = manifest.remotes[change.remote];
        const after = await mutate(before);
        if (typeof after === 'string')
          return { result: { country, changed: false, message: `${country} ${change.remote}: ${after}`, entry: null } };
        const next = releaseManifestSchema.parse({
          ...manifest,
          remotes: { ...manifest.remotes, [change.remote]: after },
          revision: revision + 1,
          updatedAt: new Date().toISOString(),
        });
        const entry = newAuditEntry({
          country,
          remote: change.remote,
          action,
          by: change.by,
          via: change.via,
          actorKind: change.kind ?? 'person',
          reason: change.reason,
          from: stateOf(before),
          to: stateOf(after),
          revision: revision + 1,
        });
        return {
          next,
          entry,
          result: {
            country,
            changed: true,
            message: `${country} ${change.remote}: ${describe(entry.from)} -> ${describe(entry.to)}`,
            entry,
          },
        };
      });
    } catch (error) {
      if (error instanceof ReleaseRefusedError)
        return { country, changed: false, message: error.message, entry: null, refused: error.problems };
      throw error;
    }
  }

  async function forEachCountry(
    change: ChangeBase,
    action: AuditAction,
    mutate: (before: RemotePin, country: CountryCode) => Promise<RemotePin | string> | RemotePin | string,
  ) {
    const valid = validate(change);
    const outcomes: ChangeOutcome[] = [];
    // One country after the other: each has its own lock and manifest, and the order of the
    // outcomes is the order the release manager gave.
    for (const country of [...new Set(valid.countries)])
      outcomes.push(await changeCountry(valid, country, action, (before) => mutate(before, country)));
    return outcomes;
  }

  return {
    ...checks,
    readManifests: () => state.readManifests(),

    async pin(change) {
      validate(change);
      await requireVersion(change.remote, change.version, 'pin');
      return forEachCountry(change, 'pin', (before) => {
        if (before.version === change.version && !before.canary)
          return `already on ${change.version}, nothing to change`;
        if (before.version === change.version) return { ...before, canary: null };
        return pinnedTo(before, change.version);
      });
    },

    async rollback(change) {
      return forEachCountry(change, 'rollback', async (before, country) => {
        const previous = [...(before.previous ?? [])];
        const target = previous.pop();
        if (!target) {
          throw new ReleaseRefusedError(`${country} ${change.remote} has no previous pin to roll back to`, [
            {
              code: 'no_previous_pin',
              message: `${country} ${change.remote} ${before.version} has no earlier pin recorded`,
            },
          ]);
        }
        // The version rolled back to must still be intact and accepted by today's host.
        await requireVersion(change.remote, target, 'roll back to');
        return { version: target, lastKnownGood: previous.at(-1) ?? target, canary: null, previous };
      });
    },

    async startCanary(change) {
      validate(change);
      if (!Number.isFinite(change.percent) || change.percent <= 0 || change.percent > 100) {
        throw new ReleaseRefusedError(`a canary needs a percentage above 0 and at most 100, not ${change.percent}`, [
          { code: 'bad_input', message: 'percent' },
        ]);
      }
      const percent = Math.round(change.percent * 100) / 100;
      await requireVersion(change.remote, change.version, 'start a canary of');
      return forEachCountry(change, 'canary', (before, country) => {
        if (before.version === change.version) {
          throw new ReleaseRefusedError(
            `${country} ${change.remote} is pinned to ${change.version} already; a canary needs another version`,
            [{ code: 'canary_is_pinned', message: `${change.version} is the pinned version` }],
          );
        }
        if (before.canary?.version === change.version && before.canary.percent === percent)
          return `canary ${change.version} runs at ${percent} % already`;
        const startedAt =
          before.canary?.version === change.version ? before.canary.startedAt : new Date().toISOString();
        return { ...before, canary: { version: change.version, percent, ...(startedAt ? { startedAt } : {}) } };
      });
    },

    async stopCanary(change) {
      return forEachCountry(change, 'canary-stop', (before, country) => {
        if (!before.canary)
          throw new ReleaseRefusedError(`${country} ${change.remote} runs no canary`, [
            { code: 'no_canary', message: `${country} ${change.remote}` },
          ]);
        return { ...before, canary: null };
      });
    },

    async promoteCanary(change) {
      return forEachCountry(change, 'promote', async (before, country) => {
        if (!before.canary)
          throw new ReleaseRefusedError(`${country} ${change.remote} runs no canary to promote`, [
            { code: 'no_canary', message: `${country} ${change.remote}` },
          ]);
        await requireVersion(change.remote, before.canary.version, 'promote');
        return pinnedTo(before, before.canary.version);
      });
    },

    async history(country, options = {}) {
      const manifest = await state.readManifest(country);
      const { entries, unreadable } = await state.history(country, options);
      return { country, revision: manifest.revision ?? 0, entries, unreadable };
    },
  };
}
