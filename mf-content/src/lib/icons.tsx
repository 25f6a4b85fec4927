import type { ReactNode } from 'react';

/** Line icons drawn for the shop (24 px grid, stroke in the current colour). Decorative: hidden from assistive technology. */
const PATHS: Record<string, ReactNode> = {
  smartphones: (
    <>
      <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
      <path d="M10.5 18.5h3" />
    </>
  ),
  tablets: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="2.5" />
      <path d="M11 17.5h2" />
    </>
  ),
  laptops: (
    <>
      <rect x="4.5" y="5" width="15" height="10" rx="1.5" />
      <path d="M2.5 18.5h19l-1.5-3.5h-16z" />
    </>
  ),
  cameras: (
    <>
      <path d="M3.5 8.5a2 2 0 0 1 2-2h2.2l1.6-2h5.4l1.6 2h2.2a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-13a2 2 0 0 1-2-2z" />
      <circle cx="12" cy="13" r="3.6" />
    </>
  ),
  lenses: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <circle cx="12" cy="12" r="4.5" />
      <path d="M12 3.5v4M20.5 12h-4M12 20.5v-4M3.5 12h4" />
    </>
  ),
  camcorders: (
    <>
      <rect x="2.5" y="7" width="13" height="10" rx="2" />
      <path d="M15.5 10.5l6-3v9l-6-3z" />
    </>
  ),
  consoles: (
    <>
      <path d="M7 7.5h10a4.5 4.5 0 0 1 4.4 5.4l-.8 3.8a2.5 2.5 0 0 1-4.3 1.1L14.5 15.5h-5l-1.8 2.3a2.5 2.5 0 0 1-4.3-1.1l-.8-3.8A4.5 4.5 0 0 1 7 7.5z" />
      <path d="M8 10.5v3M6.5 12h3M15.5 11h.01M17.5 13h.01" />
    </>
  ),
  monitors: (
    <>
      <rect x="2.5" y="3.5" width="19" height="13" rx="1.5" />
      <path d="M9 20.5h6M12 16.5v4" />
    </>
  ),
  shipping: (
    <>
      <path d="M3.5 7.5l8.5-4 8.5 4v9l-8.5 4-8.5-4z" />
      <path d="M3.5 7.5l8.5 4 8.5-4M12 11.5v9" />
    </>
  ),
  payout: (
    <>
      <rect x="2.5" y="6" width="19" height="12" rx="2" />
      <circle cx="12" cy="12" r="2.8" />
      <path d="M6 9.5v5M18 9.5v5" />
    </>
  ),
  erasure: (
    <>
      <path d="M12 2.5l7.5 3v6c0 4.6-3.2 8.3-7.5 10-4.3-1.7-7.5-5.4-7.5-10v-6z" />
      <path d="M8.5 12l2.5 2.5 4.5-5" />
    </>
  ),
  guarantee: (
    <>
      <circle cx="12" cy="9.5" r="6" />
      <path d="M9 14.5l-1.5 7 4.5-2.5 4.5 2.5-1.5-7M9.5 9.5l1.8 1.8 3.2-3.3" />
    </>
  ),
  inspection: (
    <>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5l5 5M8 10.5l2 2 3.5-3.5" />
    </>
  ),
  support: (
    <>
      <path d="M4.5 13.5v-2a7.5 7.5 0 0 1 15 0v2" />
      <rect x="3" y="13" width="4" height="6" rx="1.5" />
      <rect x="17" y="13" width="4" height="6" rx="1.5" />
    </>
  ),
  eco: (
    <>
      <path d="M5 19c0-8 5.5-13.5 14.5-14.5C19 13.5 13.5 19 5 19z" />
      <path d="M5 19l7-7" />
    </>
  ),
  business: (
    <>
      <rect x="3" y="7.5" width="18" height="12" rx="2" />
      <path d="M8.5 7.5v-2a1.5 1.5 0 0 1 1.5-1.5h4a1.5 1.5 0 0 1 1.5 1.5v2M3 12.5h18" />
    </>
  ),
  search: (
    <>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5l5 5" />
    </>
  ),
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  mail: (
    <>
      <rect x="2.5" y="5" width="19" height="14" rx="2" />
      <path d="M3 6l9 7 9-7" />
    </>
  ),
  phone: (
    <path d="M6.5 3.5h3l1.5 4.5-2 1.5a11 11 0 0 0 5.5 5.5l1.5-2 4.5 1.5v3a2 2 0 0 1-2 2A16 16 0 0 1 4.5 5.5a2 2 0 0 1 2-2z" />
  ),
  chevronLeft: <path d="M14.5 5.5L8 12l6.5 6.5" />,
  chevronRight: <path d="M9.5 5.5L16 12l-6.5 6.5" />,
  scale: (
    <>
      <path d="M12 3.5v17M7 20.5h10M4.5 7.5h15" />
      <path d="M4.5 7.5L2 13.5a2.5 2.5 0 0 0 5 0zM19.5 7.5L17 13.5a2.5 2.5 0 0 0 5 0z" />
    </>
  ),
};

/** Social networks, filled marks. */
const SOCIAL: Record<string, ReactNode> = {
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.3" cy="6.7" r="1.3" />
    </>
  ),
  facebook: (
    <path d="M13.5 21v-7.5H16l.5-3h-3V8.7c0-.9.3-1.5 1.6-1.5h1.6V4.5a21 21 0 0 0-2.4-.1c-2.4 0-4 1.4-4 4.1v2.1H7.7v3h2.6V21z" />
  ),
  youtube: (
    <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z" />
  ),
  linkedin: (
    <path d="M4.5 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM3 9h3v12H3zM9 9h2.9v1.7h.1a3.2 3.2 0 0 1 2.8-1.9c3 0 3.6 2 3.6 4.6V21h-3v-6.6c0-1.6 0-3.6-2.2-3.6S10 12.5 10 14.3V21H9z" />
  ),
  tiktok: <path d="M16.5 3c.4 2.2 1.8 3.7 4 3.9v3a7 7 0 0 1-4-1.3v6.3a6 6 0 1 1-6-6h.8v3.1a3 3 0 1 0 2.2 2.9V3z" />,
};

export function Icon({ name, size = 24, className }: { name: string; size?: number; className?: string }) {
  const social = SOCIAL[name];
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={className}
      fill={social ? 'currentColor' : 'none'}
      stroke={social ? undefined : 'currentColor'}
      strokeWidth={social ? undefined : 1.7}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {social ?? PATHS[name] ?? PATHS.check}
    </svg>
  );
}
