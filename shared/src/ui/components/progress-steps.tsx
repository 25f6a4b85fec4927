import styles from './progress-steps.module.css';

export interface ProgressStepsProps {
  /** Accessible name of the list, e.g. "Checkout steps". */
  label: string;
  steps: string[];
  /** Index of the current step (0-based). */
  current: number;
  /** Read after each step by screen readers: done, current (e.g. "completed", "current step"). */
  doneText: string;
  currentText: string;
}

/** Where the customer is in a process of a few steps (cart -> details -> done). */
export function ProgressSteps({ label, steps, current, doneText, currentText }: ProgressStepsProps) {
  return (
    <ol className={styles.steps} aria-label={label}>
      {steps.map((step, i) => {
        const state = i < current ? 'done' : i === current ? 'current' : 'todo';
        return (
          <li
            key={step}
            className={styles.step}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.marker} aria-hidden="true">
              {state === 'done' ? '✓' : i + 1}
            </span>
            <span className={styles.name}>{step}</span>
            {state === 'done' ? <span className={styles.hidden}>{` (${doneText})`}</span> : null}
            {state === 'current' ? <span className={styles.hidden}>{` (${currentText})`}</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
