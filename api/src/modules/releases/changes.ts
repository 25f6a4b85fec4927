/** A change from the API: who may make it, who the audit names, and which service call makes it. */
import { COUNTRY_CODES } from 'config';
import type { ChangeOutcome, ReleaseService } from 'release';
import { ApiError } from '../../lib/api-error';
import { mayChangeReleases, type StaffActor } from '../../plugins/admin-auth';
import type { ReleaseChange } from './schemas';

const DEFAULT_REASONS = {
  rollback: 'rollback to the previous pin',
  'canary-stop': 'canary stopped',
  promote: 'canary promoted',
} as const;

export function toOutcomeView(o: ChangeOutcome) {
  return { country: o.country, changed: o.changed, message: o.message, refused: o.refused ?? null, entry: o.entry };
}

/** A viewer changes nothing; a release manager only their countries. */
export function checkMayChange(staff: StaffActor, change: ReleaseChange): void {
  const targets = change.countries === 'all' ? [...COUNTRY_CODES] : change.countries;
  const denied = targets.filter((cc) => !mayChangeReleases(staff, cc));
  if (!denied.length) return;
  throw new ApiError(
    403,
    staff.role === 'viewer' ? 'role_forbidden' : 'country_forbidden',
    staff.role === 'viewer'
      ? 'a viewer cannot change releases'
      : `${staff.name} may not change releases of ${denied.join(', ')}`,
  );
}

/**
 * How the audit names who made a change: the signed-in person, or the token and whom it says it acts for.
 * `via` is the client's own word (the command line says so); it tells where a change came from, not who.
 */
export function actorOf(staff: StaffActor, declared: string | undefined, client: string | undefined) {
  const cli = client === 'cli';
  return staff.kind === 'person'
    ? { by: staff.name, via: cli ? ('cli' as const) : ('page' as const), kind: 'person' as const }
    : {
        by: declared ? `admin token (for ${declared})` : 'admin token',
        via: cli ? ('cli' as const) : ('api' as const),
        kind: 'token' as const,
      };
}

export async function applyChange(
  service: ReleaseService,
  change: ReleaseChange,
  actor: ReturnType<typeof actorOf>,
): Promise<ChangeOutcome[]> {
  const base = {
    countries: change.countries === 'all' ? [...COUNTRY_CODES] : change.countries,
    remote: change.remote,
    ...actor,
    ...(change.expectedRevisions ? { expectedRevisions: change.expectedRevisions } : {}),
  };
  switch (change.action) {
    case 'pin':
      return service.pin({ ...base, version: change.version, reason: change.reason });
    case 'canary':
      return service.startCanary({ ...base, version: change.version, percent: change.percent, reason: change.reason });
    case 'rollback':
      return service.rollback({ ...base, reason: change.reason || DEFAULT_REASONS.rollback });
    case 'canary-stop':
      return service.stopCanary({ ...base, reason: change.reason || DEFAULT_REASONS['canary-stop'] });
    case 'promote':
      return service.promoteCanary({ ...base, reason: change.reason || DEFAULT_REASONS.promote });
  }
}
