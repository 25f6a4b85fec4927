/**
 * The export names of every `shared/*` and `config/*` module this host build provides, written in by the
 * build (scripts/lib/rspack/share-scope.ts, from scripts/lib/contract.ts). A chunk of its own, loaded beside the remotes'
 * manifests: only the check of a remote version's imports needs it.
 */
declare const __HOST_PROVIDED_EXPORTS__: Record<string, string[]> | undefined;

export const HOST_PROVIDED_EXPORTS: Readonly<Record<string, readonly string[]>> | null =
  typeof __HOST_PROVIDED_EXPORTS__ === 'undefined' ? null : __HOST_PROVIDED_EXPORTS__;
