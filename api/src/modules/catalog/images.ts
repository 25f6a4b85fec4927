/**
 * Product pictures drawn by us: one SVG per category shape (phone, tablet, laptop, camera, lens,
 * camcorder, console, monitor) with the brand and model name written on it. Nothing downloaded,
 * nothing copied; the same drawing in every language.
 */

export type ImageKind = 'category' | 'manufacturer' | 'series' | 'device';

export function imageUrl(kind: ImageKind, id: string, thumbnail = false): string {
  return `/api/trade/images/${kind}/${encodeURIComponent(id)}${thumbnail ? '/thumbnail' : ''}.svg`;
}

const INK = '#15202b';
const BRAND = '#0b7352';
const BRAND_DARK = '#074a35';
const LIGHT = '#ecf7f2';
const SURFACE = '#f4f6f5';
const LINE = '#8a9893';

function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}

/** Splits a name into at most `maxLines` lines of about `width` characters. */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, Math.max(1, width - 1))}…`;
    return kept;
  }
  return lines;
}

/** The drawing of a category, in a 200 x 200 box centred at (100, 92). */
function shape(icon: string): string {
  const stroke = `stroke="${INK}" stroke-width="4" stroke-linejoin="round"`;
  switch (icon) {
    case 'phone':
      return `<rect x="66" y="22" width="68" height="132" rx="14" fill="${LIGHT}" ${stroke}/>
<rect x="74" y="36" width="52" height="104" rx="4" fill="#fff" stroke="${LINE}" stroke-width="2"/>
<rect x="88" y="27" width="24" height="5" rx="2.5" fill="${INK}"/>`;
    case 'tablet':
      return `<rect x="40" y="28" width="120" height="128" rx="12" fill="${LIGHT}" ${stroke}/>
<rect x="50" y="38" width="100" height="108" rx="4" fill="#fff" stroke="${LINE}" stroke-width="2"/>
<circle cx="100" cy="33" r="2" fill="${INK}"/>`;
    case 'laptop':
      return `<rect x="42" y="36" width="116" height="82" rx="8" fill="${LIGHT}" ${stroke}/>
<rect x="51" y="45" width="98" height="64" rx="3" fill="#fff" stroke="${LINE}" stroke-width="2"/>
<path d="M26 126 H174 L162 142 H38 Z" fill="${LIGHT}" ${stroke}/>
<rect x="86" y="127" width="28" height="4" rx="2" fill="${INK}"/>`;
    case 'camera':
      return `<path d="M34 62 H70 L80 46 H120 L130 62 H166 A8 8 0 0 1 174 70 V140 A8 8 0 0 1 166 148 H34 A8 8 0 0 1 26 140 V70 A8 8 0 0 1 34 62 Z" fill="${LIGHT}" ${stroke}/>
<circle cx="100" cy="102" r="32" fill="#fff" ${stroke}/>
<circle cx="100" cy="102" r="18" fill="${BRAND}" stroke="${INK}" stroke-width="3"/>
<circle cx="93" cy="95" r="5" fill="#fff" opacity="0.8"/>
<rect x="142" y="72" width="18" height="9" rx="2" fill="${INK}"/>`;
    case 'lens':
      return `<rect x="56" y="26" width="88" height="22" rx="6" fill="${LIGHT}" ${stroke}/>
<rect x="60" y="48" width="80" height="92" rx="6" fill="#fff" ${stroke}/>
<rect x="60" y="70" width="80" height="18" fill="${INK}" opacity="0.85"/>
<rect x="60" y="104" width="80" height="10" fill="${BRAND}"/>
<rect x="70" y="140" width="60" height="14" rx="3" fill="${LIGHT}" ${stroke}/>`;
    case 'camcorder':
      return `<rect x="40" y="58" width="100" height="72" rx="12" fill="${LIGHT}" ${stroke}/>
<path d="M140 72 L172 58 V130 L140 116 Z" fill="#fff" ${stroke}/>
<circle cx="156" cy="94" r="9" fill="${BRAND}" stroke="${INK}" stroke-width="3"/>
<rect x="26" y="66" width="20" height="46" rx="4" fill="#fff" ${stroke}/>
<circle cx="118" cy="70" r="4" fill="#d33"/>`;
    case 'console':
      return `<path d="M58 66 H142 C166 66 180 96 178 122 C176 144 158 150 146 138 L132 122 H68 L54 138 C42 150 24 144 22 122 C20 96 34 66 58 66 Z" fill="${LIGHT}" ${stroke}/>
<rect x="52" y="88" width="8" height="26" rx="2" fill="${INK}"/><rect x="43" y="97" width="26" height="8" rx="2" fill="${INK}"/>
<circle cx="140" cy="92" r="6" fill="${BRAND}"/><circle cx="154" cy="104" r="6" fill="${BRAND}"/><circle cx="126" cy="104" r="6" fill="${BRAND}"/><circle cx="140" cy="116" r="6" fill="${BRAND}"/>`;
    case 'monitor':
      return `<rect x="24" y="30" width="152" height="96" rx="8" fill="${LIGHT}" ${stroke}/>
<rect x="32" y="38" width="136" height="80" rx="3" fill="#fff" stroke="${LINE}" stroke-width="2"/>
<path d="M90 126 H110 L114 148 H86 Z" fill="${LIGHT}" ${stroke}/>
<rect x="64" y="148" width="72" height="8" rx="4" fill="${INK}"/>`;
    default:
      return `<rect x="50" y="40" width="100" height="100" rx="14" fill="${LIGHT}" ${stroke}/>`;
  }
}

export interface DrawOptions {
  icon: string;
  /** Small line above the name (brand, or category). */
  overline: string;
  /** The name written under the drawing. */
  title: string;
  thumbnail?: boolean;
}

/** A 400 x 400 picture (200 x 200 as thumbnail): the category shape, brand and name. */
export function drawSvg({ icon, overline, title, thumbnail }: DrawOptions): string {
  const lines = wrapText(title, thumbnail ? 16 : 22, thumbnail ? 2 : 3);
  const size = thumbnail ? 200 : 400;
  const nameSize = thumbnail ? 15 : lines.length > 2 ? 24 : 28;
  const firstLine = thumbnail ? 178 : 318;
  const lineHeight = nameSize * 1.2;
  const drawing = thumbnail
    ? `<g transform="translate(30 6) scale(0.7)">${shape(icon)}</g>`
    : `<g transform="translate(60 28) scale(1.4)">${shape(icon)}</g>`;
  const text = lines
    .map(
      (line, i) =>
        `<text x="${size / 2}" y="${firstLine + i * lineHeight}" text-anchor="middle" font-size="${nameSize}" font-weight="700" fill="${INK}">${escapeXml(line)}</text>`,
    )
    .join('');
  const over = thumbnail
    ? ''
    : `<text x="${size / 2}" y="${firstLine - nameSize - 6}" text-anchor="middle" font-size="16" font-weight="700" letter-spacing="2" fill="${BRAND_DARK}">${escapeXml(overline.toUpperCase())}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}" role="img" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"><title>${escapeXml(
    `${overline} ${title}`.trim(),
  )}</title><rect width="${size}" height="${size}" rx="${thumbnail ? 16 : 28}" fill="${SURFACE}"/>${drawing}${over}${text}</svg>`;
}

/** A brand's tile: its name set as a word mark on the category's colour. */
export function drawBrandSvg(brand: string, icon: string): string {
  const lines = wrapText(brand, 12, 2);
  const fontSize = lines.length > 1 || brand.length > 9 ? 30 : 40;
  const text = lines
    .map(
      (line, i) =>
        `<text x="200" y="${212 + (i - (lines.length - 1) / 2) * fontSize * 1.15}" text-anchor="middle" font-size="${fontSize}" font-weight="800" fill="${INK}">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"><title>${escapeXml(
    brand,
  )}</title><rect width="400" height="400" rx="28" fill="#fff"/><rect x="6" y="6" width="388" height="388" rx="24" fill="none" stroke="${SURFACE}" stroke-width="12"/><g opacity="0.12" transform="translate(260 250) scale(0.6)">${shape(icon)}</g>${text}<rect x="150" y="262" width="100" height="6" rx="3" fill="${BRAND}"/></svg>`;
}
