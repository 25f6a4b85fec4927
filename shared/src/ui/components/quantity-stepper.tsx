import { useId } from 'react';
import styles from './quantity-stepper.module.css';

export interface QuantityStepperProps {
  /** Visible label ("Quantity"); the buttons' names say what they change ("Fewer iPhone 13"). */
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  value: number;
  min?: number;
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  /** Id of a text that describes the control (e.g. the limit). */
  describedBy?: string;
}

/** A number of items: minus, a number field, plus. Keyboard: the field takes arrows and typing. */
export function QuantityStepper({
  label,
  decreaseLabel,
  increaseLabel,
  value,
  min = 1,
  max,
  onChange,
  disabled,
  describedBy,
}: QuantityStepperProps) {
  const id = useId();
  const set = (n: number) => {
    if (Number.isFinite(n)) onChange(Math.max(min, Math.min(max, Math.trunc(n))));
  };
  return (
    <div className={styles.stepper}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.button}
          aria-label={decreaseLabel}
          onClick={() => set(value - 1)}
          disabled={disabled || value <= min}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={value}
          disabled={disabled}
          aria-describedby={describedBy}
          onChange={(e) => {
            if (e.target.value !== '') set(Number(e.target.value));
          }}
        />
        <button
          type="button"
          className={styles.button}
          aria-label={increaseLabel}
          onClick={() => set(value + 1)}
          disabled={disabled || value >= max}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
