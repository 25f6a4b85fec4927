/** The carrier a country ships with (spec: DHL for Germany, UPS for the others). Simple badges drawn by us. */
export function ShippingLogo({ carrier, label }: { carrier: 'dhl' | 'ups'; label: string }) {
  if (carrier === 'dhl') {
    return (
      <svg viewBox="0 0 96 32" width="96" height="32" role="img" aria-label={label} data-carrier="dhl">
        <rect width="96" height="32" rx="4" fill="#ffcc00" />
        <text
          x="48"
          y="23"
          textAnchor="middle"
          fontFamily="Arial, sans-serif"
          fontSize="20"
          fontStyle="italic"
          fontWeight="900"
          fill="#d40511"
        >
          DHL
        </text>
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 64 32" width="64" height="32" role="img" aria-label={label} data-carrier="ups">
      <rect width="64" height="32" rx="4" fill="#351c15" />
      <text
        x="32"
        y="23"
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
        fontSize="19"
        fontWeight="900"
        fill="#ffb500"
      >
        UPS
      </text>
    </svg>
  );
}
