import { useEffect, useRef, type ReactNode } from 'react';
import type { FormProblems } from 'shared/forms';
import { useTranslation } from 'shared/i18n';
import { Alert, ErrorSummary } from 'shared/ui';
import { NAMESPACE } from '../i18n';
import { pageStyles } from './account-page';
import { useProblemText } from './use-problem-text';

/** A field of the form as the summary lists it: its control's id, its label and its problem's text, if any. */
export interface SummaryField {
  id: string;
  /** Left out where the message says what it is about (the consent checkbox). */
  label?: string;
  message: string | undefined;
}

/**
 * A form's problems at its top after a failed submit, the pattern of checkout's details step: the
 * field problems as shared/ui's `ErrorSummary` (each entry links to its field), a problem of the
 * whole form (wrong password, no connection) as an alert. Either one takes the focus on every
 * failed submit (`attempt` changes), so a customer on a phone, whose submit button is at the
 * bottom, is taken up to it, and a screen reader reads it at once. `action` goes into the alert
 * after the problem's text (the reset form's link to request a new one).
 */
export function FormProblemSummary({
  problems,
  fields,
  attempt,
  action,
}: {
  problems: FormProblems;
  fields: SummaryField[];
  attempt: number;
  action?: ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  const problemText = useProblemText();
  const alert = useRef<HTMLDivElement>(null);
  const errors = fields
    .filter((f): f is SummaryField & { message: string } => Boolean(f.message))
    .map((f) => ({
      fieldId: f.id,
      message: f.label ? t('errors.summaryEntry', { field: f.label, message: f.message }) : f.message,
    }));
  const formProblem = errors.length ? null : problems.form;
  useEffect(() => {
    if (formProblem) alert.current?.focus();
    // Focus again on every failed submit, not on every change of the form's values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  return (
    <>
      <ErrorSummary title={t('errors.checkFields')} errors={errors} focusKey={attempt} />
      {formProblem ? (
        <div ref={alert} tabIndex={-1} className={pageStyles.focusTarget}>
          <Alert tone="error">
            {action ? (
              <>
                <p>{problemText(formProblem)}</p>
                {action}
              </>
            ) : (
              problemText(formProblem)
            )}
          </Alert>
        </div>
      ) : null}
    </>
  );
}
