import { HttpError } from 'shared/http';

/** Field codes the API sends (`required`, `invalid_email`, ...) and the client checks alike. */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/** What a failed form submission means for the page. */
export interface SubmitProblem {
  /** Field codes from the server, by field name. */
  fields: Record<string, string>;
  /** A code for the whole form: rate_limited, too_fast, form_expired, network, ... */
  code: string;
  retryAfterSeconds?: number;
}

export function submitProblem(error: unknown): SubmitProblem {
  if (error instanceof HttpError) {
    const body = (error.body ?? {}) as { retryAfterSeconds?: unknown };
    const retryAfterSeconds = typeof body.retryAfterSeconds === 'number' ? body.retryAfterSeconds : undefined;
    if (error.status === 0) return { fields: {}, code: 'network' };
    const fields = error.fields;
    return { fields, code: Object.keys(fields).length ? 'validation' : (error.code ?? 'generic'), retryAfterSeconds };
  }
  return { fields: {}, code: 'generic' };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function checkEmail(value: string): string | undefined {
  const v = value.trim();
  if (!v) return 'required';
  if (v.length > 254) return 'too_long';
  return EMAIL.test(v) ? undefined : 'invalid_email';
}

export function checkRequired(value: string, max: number): string | undefined {
  const v = value.trim();
  if (!v) return 'required';
  return v.length > max ? 'too_long' : undefined;
}

/** Drops the fields without a problem. */
export function compact<K extends string>(errors: Record<K, string | undefined>): FieldErrors<K> {
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as FieldErrors<K>;
}

/** Moves focus to the first field with a problem, so keyboard and screen reader users land there. */
export function focusFirstError(
  form: HTMLFormElement | null,
  order: readonly string[],
  errors: Record<string, unknown>,
): void {
  const first = order.find((name) => errors[name]);
  if (!first || !form) return;
  const el = form.querySelector<HTMLElement>(`[name="${first}"]`);
  el?.focus();
}
