import { HttpError } from 'shared/http';

/** Problems the forms show: per field (a code each) and for the whole form (one code). */
export interface FormProblems {
  fields: Record<string, string>;
  form: string | null;
}

export const noProblems: FormProblems = { fields: {}, form: null };

/**
 * Turns a failed call into form problems: the API's field codes (keyed by the form's field names
 * after `prefix` is removed, e.g. `address.zip` -> `zip`) and a code for the whole form.
 */
export function problemsFrom(error: unknown, prefix = ''): FormProblems {
  if (error instanceof HttpError) {
    const fields: Record<string, string> = {};
    for (const [key, code] of Object.entries(error.fields)) {
      const name = prefix && key.startsWith(prefix) ? key.slice(prefix.length) : key;
      fields[name] = code;
    }
    if (Object.keys(fields).length) return { fields, form: 'checkFields' };
    if (error.status === 0) return { fields, form: 'network' };
    // A lock of the account for new devices says what still works; any other 429 asks to wait.
    if (error.status === 429) return { fields, form: error.code === 'login_locked' ? 'login_locked' : 'rate_limited' };
    return { fields, form: error.code ?? 'generic' };
  }
  return { fields: {}, form: 'generic' };
}

/** Keeps only the problems that are not null. */
export function compact(problems: Record<string, string | null>): Record<string, string> {
  return Object.fromEntries(Object.entries(problems).filter((e): e is [string, string] => e[1] !== null));
}
