import { useEffect, useId, useRef } from 'react';
import styles from './error-summary.module.css';

export interface ErrorSummaryProps {
  title: string;
  /** Each problem with the id of its field; a click moves the focus there. */
  errors: { fieldId: string; message: string }[];
  /** Changes when the form is submitted again, to move the focus to the summary each time. */
  focusKey?: number;
}

/**
 * The problems of a form at its top after a failed submit (GOV.UK pattern): it takes the focus,
 * is announced, and each entry links to its field.
 */
export function ErrorSummary({ title, errors, focusKey }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (!errors.length || !ref.current) return;
    // Focus without the browser's own scroll, which on a phone leaves a summary taller than the
    // screen with its heading under the sticky header; then its top below the header (the page's
    // scroll-padding).
    ref.current.focus({ preventScroll: true });
    ref.current.scrollIntoView?.({ block: 'start' });
    // Focus again on every submit, not on every keystroke that changes the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusKey]);
  if (!errors.length) return null;
  return (
    <div ref={ref} className={styles.summary} role="alert" tabIndex={-1} aria-labelledby={titleId}>
      <p className={styles.title} id={titleId}>
        {title}
      </p>
      <ul className={styles.list}>
        {errors.map((e) => (
          <li key={e.fieldId}>
            <a
              href={`#${e.fieldId}`}
              onClick={(event) => {
                event.preventDefault();
                const field = document.getElementById(e.fieldId);
                field?.focus();
                field?.scrollIntoView({ block: 'center' });
              }}
            >
              {e.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
