/**
 * How text becomes search terms, the same for documents and queries: accents and case folded,
 * `+` read as "plus" (Galaxy S23+), everything else that is not a letter or digit separates.
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/α/g, 'alpha')
    .toLowerCase()
    .replace(/\+/g, ' plus ');
}

export function tokenize(text: string): string[] {
  return normalizeText(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * Typo tolerance applies to plain words only, never to numbers or model codes: "13" is not
 * "12", and "s23" is not "s22".
 */
export function isPlainWord(term: string): boolean {
  return /^[a-z]+$/.test(term);
}
