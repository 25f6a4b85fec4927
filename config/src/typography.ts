/**
 * French typography: a space goes before ? ! ; : and inside « », and it must not break, or a
 * narrow screen puts the sign at the start of the next line ("supprimés / ?"). Before ? ! ; and
 * inside « » that is a narrow no-break space (U+202F), before : a no-break space (U+00A0).
 *
 * Kept out of config's root index (every page downloads that): import `config/typography`.
 */

/** Narrow no-break space: before ? ! ; and inside « ». */
export const NNBSP = '\u202f';
/** No-break space: before :. */
export const NBSP = '\u00a0';

/**
 * What is not French prose and keeps its own spelling: URLs and mailto:/tel: links, placeholders
 * ({{x}}, {x}, ${x}), HTML tags with their attributes, HTML entities (&amp;), code in backticks,
 * and times or ratios (10:30, 16:9).
 */
const PROTECTED =
  /(?:https?:\/\/|mailto:|tel:|route:|www\.)[^\s<>"'«»]*[^\s<>"'«».,;:!?)]|\{\{[^}]*\}\}|\$\{[^}]*\}|\{[\w.-]+\}|<[^<>]*>|&#?\w+;|`[^`]*`|\d:\d/g;

// Private-use characters stand for the protected parts while the rules run.
const OPEN = '\ue000';
const CLOSE = '\ue001';
const SLOT = /\ue000(\d+)\ue001/g;

/** A space a French text may have typed before or inside the signs; a line break is not one. */
const SPACES = '[ \\t\\u00a0\\u202f\\u2009]';
const BEFORE_TALL = new RegExp(`(?<=[^\\s?!;:«(\\[])${SPACES}*([?!;]+)`, 'gu');
const BEFORE_COLON = new RegExp(`(?<=[^\\s?!;:«(\\[])${SPACES}*:`, 'gu');
const AFTER_OPEN_QUOTE = new RegExp(`«${SPACES}*`, 'gu');
const BEFORE_CLOSE_QUOTE = new RegExp(`${SPACES}*»`, 'gu');

/**
 * Gives a French text its no-break spaces: "Résultats pour « {{query}} »", "Supprimés ?",
 * "Titulaire : {holder}". A normal or wrong space there is replaced, a missing one added; text
 * that already follows the rules comes back unchanged.
 */
export function frenchSpacing(text: string): string {
  const kept: string[] = [];
  const masked = text.replace(PROTECTED, (part) => `${OPEN}${kept.push(part) - 1}${CLOSE}`);
  const spaced = masked
    .replace(BEFORE_TALL, `${NNBSP}$1`)
    .replace(BEFORE_COLON, `${NBSP}:`)
    .replace(AFTER_OPEN_QUOTE, `«${NNBSP}`)
    .replace(BEFORE_CLOSE_QUOTE, `${NNBSP}»`);
  return spaced.replace(SLOT, (_, index: string) => kept[Number(index)] ?? '');
}

/** The places where `text` breaks the rules, each with a little context (empty: all is well). */
export function frenchSpacingProblems(text: string): string[] {
  const fixed = frenchSpacing(text);
  if (fixed === text) return [];
  // Report around the first difference; enough to find the string.
  let at = 0;
  while (at < text.length && text[at] === fixed[at]) at += 1;
  const show = (s: string) => s.replace(/\u202f/g, '⍽').replace(/\u00a0/g, '°');
  return [
    `…${show(text.slice(Math.max(0, at - 30), at + 20))}… should be …${show(fixed.slice(Math.max(0, at - 30), at + 20))}…`,
  ];
}
