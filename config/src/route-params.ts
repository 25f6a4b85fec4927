import type { CountryCode } from './countries';

/** The parameters of routes: the shapes they must have, and a route's validate step. */

/** Shapes a parameter must have; checked by the route's validate step. */
export type ParamShape = 'slug' | 'id' | 'trade' | 'offerId' | 'emailHash';

/**
 * What each shape accepts (docs/decisions/0018-validate-steps-and-one-url-per-page.md). A slug is
 * what our catalogue and content pages use in URLs: lower-case ASCII words joined by single hyphens. Clarification ids,
 * trade numbers and offer ids are opaque tokens of letters, digits, '-' and '_' (numbers, UUIDs,
 * `T-100234`). An e-mail hash is hexadecimal, 32 (MD5) to 128 (SHA-512) digits.
 */
export const PARAM_PATTERNS: Readonly<Record<ParamShape, RegExp>> = Object.freeze({
  slug: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  id: /^[A-Za-z0-9][A-Za-z0-9_-]*$/,
  trade: /^[A-Za-z0-9][A-Za-z0-9_-]*$/,
  offerId: /^[A-Za-z0-9][A-Za-z0-9_-]*$/,
  emailHash: /^[0-9a-fA-F]+$/,
});

/** Length limits of each shape (inclusive). */
export const PARAM_LENGTHS: Readonly<Record<ParamShape, readonly [number, number]>> = Object.freeze({
  slug: [1, 200],
  id: [1, 64],
  trade: [1, 64],
  offerId: [1, 64],
  emailHash: [32, 128],
});

/** Whether a (decoded) parameter value has its shape. */
export function paramHasShape(shape: ParamShape, value: string | undefined): boolean {
  if (typeof value !== 'string') return false;
  const [min, max] = PARAM_LENGTHS[shape];
  return value.length >= min && value.length <= max && PARAM_PATTERNS[shape].test(value);
}

/**
 * A route's validate step: given the decoded parameters and the country, whether they name
 * something this route can show. A failing validate step is an error (404), in the browser and
 * on the server alike, so a mistyped or forged link never renders a page with nonsense in it.
 */
export type RouteValidator = (params: Readonly<Record<string, string>>, set: RouteSetId) => boolean;

/** A route table: a country's, or the spec's base set. */
export type RouteSetId = CountryCode | 'base';
