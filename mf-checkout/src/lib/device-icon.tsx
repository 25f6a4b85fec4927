/** A neutral device drawing for offers without a picture. Decorative: the name is next to it. */
export function DeviceIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect x="13" y="4" width="22" height="40" rx="4" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <line x1="20" y1="38" x2="28" y2="38" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
