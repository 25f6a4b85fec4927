/** The shop's wordmark: a circular arrow (a device's second life) and the name. Drawn by us. */
export function BrandLogo({ title, height = 36 }: { title: string; height?: number }) {
  return (
    <svg
      viewBox="0 0 150 36"
      width={(150 * height) / 36}
      height={height}
      role="img"
      aria-label={title}
      data-brand="revalu"
    >
      <circle cx="18" cy="18" r="15" fill="#095f44" />
      <path d="M11 19a7 7 0 0 1 12-5l1.5-1.6V18h-5.6l1.8-1.8A4.4 4.4 0 0 0 13.6 19z" fill="#f2b01e" />
      <path d="M25 17a7 7 0 0 1-12 5l-1.5 1.6V18h5.6l-1.8 1.8A4.4 4.4 0 0 0 22.4 17z" fill="#ffffff" />
      <text
        x="40"
        y="25"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        fontSize="21"
        fontWeight="700"
        fill="#15202b"
      >
        revalu
      </text>
    </svg>
  );
}

/** The sister brand's wordmark: a rounded tile with a check (a fair deal) and the name. Drawn by us. */
export function AganLogo({ title, height = 36 }: { title: string; height?: number }) {
  return (
    <svg
      viewBox="0 0 132 36"
      width={(132 * height) / 36}
      height={height}
      role="img"
      aria-label={title}
      data-brand="agan"
    >
      <rect x="2" y="3" width="30" height="30" rx="9" fill="#2b3a8c" />
      <path
        d="M9.5 18.5l5 5 10-11"
        fill="none"
        stroke="#ff9a4d"
        strokeWidth="3.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text
        x="40"
        y="26"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        fontSize="24"
        fontWeight="800"
        letterSpacing="-0.5"
        fill="#1b2250"
      >
        agan
      </text>
    </svg>
  );
}
