/** The content forms' own checks before sending (their problems: `compact` and `problemsFrom` in shared/forms). */

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
