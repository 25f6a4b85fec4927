/** Why a version may not be pinned, or a change was refused. `code` is stable; `message` is for people. */
export interface Problem {
  code:
    | 'version_missing'
    | 'version_invalid'
    | 'metadata_invalid'
    | 'file_missing'
    | 'file_unexpected'
    | 'checksum_mismatch'
    | 'shared_incompatible'
    | 'shared_missing'
    | 'export_missing'
    | 'exposes_missing'
    | 'no_previous_pin'
    | 'no_canary'
    | 'canary_is_pinned'
    | 'revision_conflict'
    | 'manifest_invalid'
    | 'bad_input';
  message: string;
}

/** A change that was refused: nothing was written. */
export class ReleaseRefusedError extends Error {
  override readonly name = 'ReleaseRefusedError';
  constructor(
    message: string,
    readonly problems: Problem[],
  ) {
    super(message);
  }
}
