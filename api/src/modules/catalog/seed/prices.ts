/**
 * How the demo catalogue derives each device's base price (the price for a flawless device)
 * from its launch price: used electronics lose value month by month, each category at its own
 * pace, and each country's second-hand market pays a little differently. Prices are fixed at a
 * reference month so the data is the same on every machine.
 */
import type { CategoryId } from './types';

export const PRICE_REFERENCE_MONTH = '2025-09';

/** Share of the launch price we pay for a new-ish device, and the monthly decay after that. */
export const RESIDUAL: Record<CategoryId, { start: number; monthly: number }> = {
  smartphones: { start: 0.62, monthly: 0.98 },
  tablets: { start: 0.6, monthly: 0.982 },
  laptops: { start: 0.55, monthly: 0.982 },
  cameras: { start: 0.6, monthly: 0.988 },
  lenses: { start: 0.65, monthly: 0.993 },
  camcorders: { start: 0.45, monthly: 0.98 },
  consoles: { start: 0.55, monthly: 0.985 },
  monitors: { start: 0.4, monthly: 0.98 },
};

/** What each country's market pays relative to Germany's. */
export const COUNTRY_FACTOR = { de: 1, at: 0.98, fr: 0.97, it: 0.95, es: 0.94 } as const;

/** No device is listed below this base price (EUR). */
export const MIN_BASE_PRICE = 10;

export function monthsBetween(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  return Math.max(0, (ty - fy) * 12 + (tm - fm));
}

/** Base price in EUR, whole euros. */
export function basePrice(category: CategoryId, launchPrice: number, released: string, countryFactor: number): number {
  const { start, monthly } = RESIDUAL[category];
  const age = monthsBetween(released, PRICE_REFERENCE_MONTH);
  return Math.max(MIN_BASE_PRICE, Math.round(launchPrice * start * monthly ** age * countryFactor));
}
