import { useEffect, useId, useRef, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import styles from './surfaces.module.css';

const space = (n: number | undefined) => (n === undefined ? undefined : `var(--space-${n})`);
const cx = (...names: (string | false | undefined | null)[]) => names.filter(Boolean).join(' ');

export function Container({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx(styles.container, className)} {...rest} />;
}

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'section' | 'div' | 'article' | 'aside';
  muted?: boolean;
}

export function Card({ as: Tag = 'div', muted, className, ...rest }: CardProps) {
  return <Tag className={cx(styles.card, muted && styles.cardMuted, className)} {...rest} />;
}

export interface StackProps extends HTMLAttributes<HTMLDivElement> {
  /** Gap on the spacing scale (1-8). */
  gap?: number;
  direction?: 'column' | 'row';
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
}

export function Stack({ gap = 4, direction = 'column', align, justify, className, style, ...rest }: StackProps) {
  return (
    <div
      className={cx(direction === 'row' ? styles.row : styles.stack, className)}
      style={{ gap: space(gap), alignItems: align, justifyContent: justify, ...style }}
      {...rest}
    />
  );
}

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  tone?: AlertTone;
  title?: ReactNode;
}

/** A message box. Errors are announced at once (role alert), the rest politely (role status). */
export function Alert({ tone = 'info', title, children, className, ...rest }: AlertProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cx(styles.alert, styles[tone], className)} {...rest}>
      <div className={styles.alertBody}>
        {title ? <p className={styles.alertTitle}>{title}</p> : null}
        {children}
      </div>
    </div>
  );
}

export function Badge({
  tone = 'neutral',
  className,
  ...rest
}: HTMLAttributes<HTMLSpanElement> & { tone?: 'neutral' | 'brand' | 'warning' | 'danger' }) {
  const toneClass = { neutral: '', brand: styles.badgeBrand, warning: styles.badgeWarning, danger: styles.badgeDanger }[
    tone
  ];
  return <span className={cx(styles.badge, toneClass, className)} {...rest} />;
}

export function Spinner({ label }: { label: string }) {
  return <span className={styles.spinner} role="status" aria-label={label} />;
}

export function Skeleton({
  width = '100%',
  height = '1rem',
  className,
}: {
  width?: string;
  height?: string;
  className?: string;
}) {
  return <span className={cx(styles.skeleton, className)} style={{ width, height }} aria-hidden="true" />;
}

export function VisuallyHidden({ children, ...rest }: HTMLAttributes<HTMLSpanElement>) {
  return (
    <span className={styles.visuallyHidden} {...rest}>
      {children}
    </span>
  );
}

export interface PriceProps {
  amount: number;
  locale: string;
  currency?: string;
  size?: 'md' | 'lg';
  className?: string;
}

/** An amount of money, formatted for the language; the machine value rides along in `<data>`. */
export function Price({ amount, locale, currency = 'EUR', size = 'md', className }: PriceProps) {
  const text = new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  return (
    <data value={amount.toFixed(2)} className={cx(styles.price, size === 'lg' && styles.priceLg, className)}>
      {text}
    </data>
  );
}

export function PageTitle({ children, lead, id }: { children: ReactNode; lead?: ReactNode; id?: string }) {
  return (
    <header>
      <h1 className={styles.pageTitle} id={id}>
        {children}
      </h1>
      {lead ? <p className={styles.pageLead}>{lead}</p> : null}
    </header>
  );
}

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
}

/** A modal dialog on the native `<dialog>`: focus is trapped and Escape closes it. */
export function Dialog({ open, onClose, title, children, actions }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} onClose={onClose} onCancel={onClose}>
      <h2 id={titleId}>{title}</h2>
      {children}
      {actions ? <div className={styles.dialogActions}>{actions}</div> : null}
    </dialog>
  );
}
