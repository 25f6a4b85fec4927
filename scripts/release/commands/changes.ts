/** pin, rollback, canary, canary-stop, promote: one change, sent to the API, and what each country did. */
import type { ReleaseChange } from 'release/api-schemas';
import { ReleaseApiError, type ReleaseApi } from 'release/client';
import { countriesArg, option, remoteArg, UsageError, versionArg, type Parsed } from './args';
import { reportOutcomes, type Io } from './output';

export const CHANGE_COMMANDS = ['pin', 'rollback', 'canary', 'canary-stop', 'promote'] as const;
export type ChangeCommand = (typeof CHANGE_COMMANDS)[number];

export const isChangeCommand = (command: string): command is ChangeCommand =>
  (CHANGE_COMMANDS as readonly string[]).includes(command);

/** The change a command line asks for; `by` is whom the admin token acts for. */
export function changeOf(command: ChangeCommand, parsed: Parsed, rest: string[], by: string): ReleaseChange {
  const reason = option(parsed, '--reason');
  if ((command === 'pin' || command === 'canary') && !reason)
    throw new UsageError(`a ${command} needs --reason "..." (it goes into the audit log)`);
  let percent = 0;
  if (command === 'canary') {
    const percentText = option(parsed, '--percent');
    percent = Number(percentText);
    if (!percentText || !Number.isFinite(percent) || percent <= 0 || percent > 100)
      throw new UsageError('a canary needs --percent <n> (more than 0, at most 100)');
  }
  const target = { countries: countriesArg(rest[0]), remote: remoteArg(rest[1]) };
  switch (command) {
    case 'pin':
      return { action: command, ...target, version: versionArg(rest[2]), reason: reason!, by };
    case 'canary':
      return { action: command, ...target, version: versionArg(rest[2]), percent, reason: reason!, by };
    default:
      return { action: command, ...target, ...(reason ? { reason } : {}), by };
  }
}

export async function changeThroughApi(io: Io, api: ReleaseApi, change: ReleaseChange, json: boolean): Promise<number> {
  try {
    const { outcomes } = await api.change(change);
    return reportOutcomes(io, outcomes, json);
  } catch (error) {
    // Every country refused (409): the API names each one, as a change that went through does.
    if (error instanceof ReleaseApiError && error.status === 409 && error.outcomes.length)
      return reportOutcomes(io, error.outcomes, json);
    if (error instanceof ReleaseApiError && error.status === 422) {
      if (json) io.out(JSON.stringify({ refused: true, message: error.message, problems: error.problems }, null, 2));
      else {
        io.err(`refused: ${error.message}`);
        for (const p of error.problems) io.err(`  - [${p.code}] ${p.message}`);
        io.err('Nothing was changed.');
      }
      return 1;
    }
    throw error;
  }
}
