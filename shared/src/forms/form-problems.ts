import { HttpError } from 'shared/http';

/** Problem codes (`required`, `invalid_email`, ...) by field name, as the API sends them and forms check alike. */
export type FieldProblems<K extends string = string> = Partial<Record<K, string>>;

/** What a form shows after a failed submit: a code per field, and one for the whole form. */
export interface FormProblems {
  fields: Record<string, string>;
  /**
   * `validation` when fields have problems, `network` when no answer came, `unavailable` when the shop
   * could not serve it for a moment (503: a database or mail server away; what was typed is kept), the API's code otherwise
   * (`rate_limited`, `login_locked`, `too_fast`, `form_expired`, ...), `generic` without one; null: none.
   */
  form: string | null;
  /** How long to wait before sending again, when the API says so (429, 503, `too_fast`). */
  retryAfterSeconds?: number;
}

export const noProblems: FormProblems = Object.freeze({ fields: Object.freeze({}), form: null });

/**
 * Turns a failed call into form problems. The API's field paths become the form's field names
 * once `prefix` is removed (`address.zip` -> `zip` with `address.`).
 */
export function problemsFrom(error: unknown, prefix = ''): FormProblems {
  if (!(error instanceof HttpError)) return { fields: {}, form: 'generic' };
  if (error.status === 0) return { fields: {}, form: 'network' };
  if (error.status === 503) {
    const seconds = (error.body as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
    return typeof seconds === 'number'
      ? { fields: {}, form: 'unavailable', retryAfterSeconds: seconds }
      : { fields: {}, form: 'unavailable' };
  }
  const fields: Record<string, string> = {};
  for (const [key, code] of Object.entries(error.fields)) {
    fields[prefix && key.startsWith(prefix) ? key.slice(prefix.length) : key] = code;
  }
  const form = Object.keys(fields).length
    ? 'validation'
    : (error.code ?? (error.status === 429 ? 'rate_limited' : 'generic'));
  const body = (error.body ?? {}) as { retryAfterSeconds?: unknown };
  return typeof body.retryAfterSeconds === 'number'
    ? { fields, form, retryAfterSeconds: body.retryAfterSeconds }
    : { fields, form };
}

/** The fields that have a problem: drops those whose check found none (null, undefined). */
export function compact<K extends string>(problems: { [P in K]?: string | null }): Record<string, string> {
  return Object.fromEntries(
    Object.entries<string | null | undefined>(problems).filter((e): e is [string, string] => Boolean(e[1])),
  );
}
