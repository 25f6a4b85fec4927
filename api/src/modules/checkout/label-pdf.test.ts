import { inflateSync } from 'node:zlib';
import { code128Bars, renderLabelPdf, type LabelData } from './label-pdf';
import { createPayoutCipher } from '../../lib/payout-crypto';
import { createTradeAccess } from './trade-access';

/** The drawing operators of every content stream of a PDF, inflated. */
function contentStreams(pdf: Buffer): string {
  const out: string[] = [];
  const raw = pdf.toString('latin1');
  const re = /(?<!end)stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end === -1) break;
    try {
      out.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // images and fonts that are not deflated text
    }
    re.lastIndex = end;
  }
  return out.join('\n');
}

/** The standard PDF fonts write WinAnsi (cp1252): ’ is 0x92, € is 0x80 (Node's TextDecoder reads these as latin1). */
const CP1252_HIGH: Record<number, string> = {
  0x80: '€',
  0x84: '„',
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x96: '–',
  0x97: '—',
};
const winAnsi = { decode: (bytes: Buffer) => [...bytes].map((b) => CP1252_HIGH[b] ?? String.fromCharCode(b)).join('') };

/** The PDF's Info entry `name` (pdfkit writes it as an indirect string object). */
function infoEntry(pdf: Buffer, name: string): string | null {
  const raw = pdf.toString('latin1');
  const ref = new RegExp(`/${name} (\\d+) 0 R`).exec(raw);
  if (!ref) return null;
  return new RegExp(`\\n${ref[1]} 0 obj\\n\\((.*)\\)\\nendobj`).exec(raw)?.[1] ?? null;
}

/** The text pdfkit wrote (hex strings in TJ arrays), in order. */
function pdfText(pdf: Buffer): string {
  return [...contentStreams(pdf).matchAll(/\[([^\]]*)\] TJ/g)]
    .map((m) => [...m[1]!.matchAll(/<([0-9a-f]+)>/g)].map((h) => winAnsi.decode(Buffer.from(h[1]!, 'hex'))).join(''))
    .join('\n');
}

/** The bars of the barcode: filled rectangles of the barcode's height, left to right, relative to the first. */
function barsInPdf(pdf: Buffer, height = 70): { x: number; w: number }[] {
  const rects = [...contentStreams(pdf).matchAll(/([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+) re/g)]
    .map((m) => ({ x: Number(m[1]), w: Number(m[3]), h: Number(m[4]) }))
    .filter((r) => Math.abs(r.h - height) < 0.01);
  const x0 = rects[0]?.x ?? 0;
  return rects.map((r) => ({ x: Number((r.x - x0).toFixed(3)), w: Number(r.w.toFixed(3)) }));
}

const base: LabelData = {
  tradeNumber: '4829173516',
  country: 'de',
  locale: 'de-DE',
  createdAt: new Date('2025-03-07T10:00:00Z'),
  deviceCount: 2,
  sender: {
    name: 'Jürgen Weiß',
    company: null,
    street: 'Hauptstraße',
    houseNumber: '5a',
    addressExtra: null,
    postalCode: '10115',
    city: 'Berlin',
  },
};

describe('shipping label', () => {
  it('is a PDF with sender, warehouse, trade number and German texts, in the DHL layout for Germany', async () => {
    const pdf = await renderLabelPdf(base);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of [
      'DHL',
      'Versandetikett',
      'Absender'.toUpperCase(),
      'Jürgen Weiß',
      'Hauptstraße 5a',
      '10115 Berlin',
      'Großbeeren',
      '4829173516',
      'Geräte im Paket: 2',
      'Erstellt am 07.03.25',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('UPS');
    expect(infoEntry(pdf, 'Keywords')).toBe('dhl');
    expect(infoEntry(pdf, 'Subject')).toBe('Revalu trade 4829173516');
  });

  it.each([
    ['fr', 'fr-FR', 'Étiquette d’expédition', 'Créée le 07/03/25', 'ALLEMAGNE'],
    ['es', 'es-ES', 'Etiqueta de envío', 'Creada el 07/03/25', 'ALEMANIA'],
    ['it', 'it-IT', 'Etichetta di spedizione', 'Creata il 07/03/25', 'GERMANIA'],
    ['at', 'de-AT', 'Versandetikett', 'Erstellt am 07.03.25', 'DEUTSCHLAND'],
  ] as const)('uses the UPS layout and the language in %s', async (country, locale, title, date, warehouseCountry) => {
    const pdf = await renderLabelPdf({ ...base, country, locale });
    const text = pdfText(pdf);
    expect(text).toContain('UPS');
    expect(text).not.toContain('DHL');
    for (const expected of [title, date, warehouseCountry]) expect(text).toContain(expected);
    expect(infoEntry(pdf, 'Keywords')).toBe('ups');
  });

  it('dates the label with the day in the country, also just after midnight there (still the day before in UTC)', async () => {
    expect(pdfText(await renderLabelPdf({ ...base, createdAt: new Date('2025-03-06T23:30:00Z') }))).toContain(
      'Erstellt am 07.03.25',
    );
    expect(
      pdfText(
        await renderLabelPdf({ ...base, country: 'es', locale: 'es-ES', createdAt: new Date('2025-07-06T22:30:00Z') }),
      ),
    ).toContain('Creada el 07/07/25');
  });

  it('draws the trade number as a Code 128 barcode, bar for bar', async () => {
    const drawn = barsInPdf(await renderLabelPdf(base));
    const { bars } = code128Bars('4829173516');
    expect(drawn).toHaveLength(bars.length);
    // Same widths and gaps as bwip-js encodes the number, scaled by one module width.
    const scale = drawn[0]!.w / bars[0]!.width;
    drawn.forEach((bar, i) => {
      expect(bar.w).toBeCloseTo(bars[i]!.width * scale, 2);
      expect(bar.x).toBeCloseTo((bars[i]!.x - bars[0]!.x) * scale, 2);
    });
    const other = barsInPdf(await renderLabelPdf({ ...base, tradeNumber: '4829173524' }));
    expect(other).not.toEqual(drawn);
  });
});

describe('payout encryption', () => {
  const key = Buffer.alloc(32, 7).toString('base64');
  const cipher = createPayoutCipher({ PAYOUT_ENCRYPTION_KEY: key, PAYOUT_ENCRYPTION_OLD_KEYS: undefined });

  it('round-trips, with a fresh IV each time, and never shows the plain IBAN', () => {
    const a = cipher.encrypt('DE89370400440532013000', '4829173516');
    const b = cipher.encrypt('DE89370400440532013000', '4829173516');
    expect(a).not.toBe(b);
    expect(a).not.toContain('DE8937');
    expect(cipher.decrypt(a, '4829173516')).toBe('DE89370400440532013000');
  });

  it('refuses a ciphertext moved to another trade or tampered with', () => {
    const stored = cipher.encrypt('DE89370400440532013000', '4829173516');
    expect(() => cipher.decrypt(stored, '1111111116')).toThrow();
    const parts = stored.split(':');
    parts[4] = Buffer.from('XX' + Buffer.from(parts[4]!, 'base64url').toString('latin1').slice(2), 'latin1').toString(
      'base64url',
    );
    expect(() => cipher.decrypt(parts.join(':'), '4829173516')).toThrow();
  });

  it('decrypts values of a rotated key listed as old', () => {
    const old = createPayoutCipher({ PAYOUT_ENCRYPTION_KEY: key, PAYOUT_ENCRYPTION_OLD_KEYS: undefined });
    const stored = old.encrypt('AT611904300234573201', 'n');
    const rotated = createPayoutCipher({
      PAYOUT_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('hex'),
      PAYOUT_ENCRYPTION_OLD_KEYS: key,
    });
    expect(rotated.decrypt(stored, 'n')).toBe('AT611904300234573201');
    const forgotten = createPayoutCipher({
      PAYOUT_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('hex'),
      PAYOUT_ENCRYPTION_OLD_KEYS: undefined,
    });
    expect(() => forgotten.decrypt(stored, 'n')).toThrow(/not configured/);
  });
});

describe('trade access tokens', () => {
  const made = new Date('2026-03-01T10:00:00Z');
  const settings = { TRADE_ACCESS_SECRET: 'a'.repeat(40), TRADE_ACCESS_DAYS: 180 };

  it('open one trade only, and differ between secrets', () => {
    const access = createTradeAccess(settings);
    const token = access.tokenFor('4829173516', made);
    expect(access.tokenFor('4829173516', made)).toBe(token);
    expect(access.verify('4829173516', token, made)).toBe(true);
    expect(access.verify('4829173524', token, made)).toBe(false);
    expect(access.verify('4829173516', undefined, made)).toBe(false);
    expect(access.verify('4829173516', token.slice(0, -1), made)).toBe(false);
    expect(
      createTradeAccess({ ...settings, TRADE_ACCESS_SECRET: 'b'.repeat(40) }).tokenFor('4829173516', made),
    ).not.toBe(token);
  });

  it('stop working TRADE_ACCESS_DAYS after the trade was made, and a moved expiry breaks the signature', () => {
    const access = createTradeAccess(settings);
    const token = access.tokenFor('4829173516', made);
    const day = 86_400_000;
    expect(access.verify('4829173516', token, new Date(made.getTime() + 179 * day))).toBe(true);
    expect(access.verify('4829173516', token, new Date(made.getTime() + 181 * day))).toBe(false);
    const [expires, mac] = token.split('.');
    const later = (parseInt(expires!, 36) + 365 * 86_400).toString(36);
    expect(access.verify('4829173516', `${later}.${mac}`, new Date(made.getTime() + 181 * day))).toBe(false);
  });
});
