export {
  newAuditEntry,
  type ActorKind,
  type AuditAction,
  type AuditEntry,
  type AuditVia,
  type PinState,
} from './audit';
export { HOST_RELEASE_FILE, readHostShared, type HostShared } from './host';
export { REPO_ROOT, releasePathsFromEnv, type ReleasePaths } from './paths';
export { ReleaseRefusedError, type Problem } from './problems';
export {
  createReleaseService,
  createVersionChecks,
  type Actor,
  type ChangeOutcome,
  type ReleaseService,
  type VersionCheck,
  type VersionChecks,
} from './service';
export { databaseReleaseState, type ReleaseDb, type ReleaseQueryable, type ReleaseState } from './state';
export { isStoreUrl } from './store';
