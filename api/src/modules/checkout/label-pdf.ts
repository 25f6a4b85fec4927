import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import { countries, formatDate, type CountryCode } from 'config';
import { fill, tradeMessages, WAREHOUSE } from './messages';

/** What the label needs to know about a trade. */
export interface LabelData {
  tradeNumber: string;
  country: CountryCode;
  locale: string;
  createdAt: Date;
  deviceCount: number;
  sender: {
    name: string;
    company: string | null;
    street: string;
    houseNumber: string;
    addressExtra: string | null;
    postalCode: string;
    city: string;
  };
}

export interface Bar {
  /** Left edge and width in barcode modules. */
  x: number;
  width: number;
}

/**
 * The trade number as Code 128 bars (bwip-js encodes it; we draw the bars as vectors, so the
 * barcode stays sharp on any printer). Positions are in modules from the left quiet zone.
 */
export function code128Bars(text: string): { bars: Bar[]; modules: number } {
  const svg = bwipjs.toSVG({ bcid: 'code128', text, height: 10, includetext: false });
  const viewBox = /viewBox="0 0 (\d+(?:\.\d+)?) /.exec(svg);
  const bars: Bar[] = [];
  for (const path of svg.matchAll(/stroke-width="(\d+(?:\.\d+)?)" d="([^"]+)"/g)) {
    const width = Number(path[1]);
    for (const move of path[2]!.matchAll(/M(\d+(?:\.\d+)?) /g))
      bars.push({ x: (Number(move[1]) - width / 2) / 2, width: width / 2 });
  }
  bars.sort((a, b) => a.x - b.x);
  return { bars, modules: Number(viewBox?.[1] ?? 0) / 2 };
}

const CARRIER_STYLE = {
  dhl: { band: '#FFCC00', logo: '#D40511', text: '#1a1a1a', name: 'DHL' },
  ups: { band: '#351C15', logo: '#FFB500', text: '#ffffff', name: 'UPS' },
} as const;

/**
 * The printable shipping label (A4: the label on top, cut out along the dashed line, and a
 * checklist below). DHL's look for Germany, UPS's for the other countries (spec section 9).
 */
export async function renderLabelPdf(data: LabelData): Promise<Buffer> {
  const m = tradeMessages(data.locale).label;
  const carrier = countries[data.country].footerShippingLogo;
  const style = CARRIER_STYLE[carrier];
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: {
      Title: `${m.title} ${data.tradeNumber}`,
      Subject: `Revalu trade ${data.tradeNumber}`,
      Author: 'Revalu GmbH',
      Keywords: carrier,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 70;
  const top = 60;
  const width = 455;
  const height = 440;

  // Cut line around the label.
  doc
    .save()
    .lineWidth(0.8)
    .dash(5, { space: 4 })
    .strokeColor('#555555')
    .rect(left - 14, top - 14, width + 28, height + 28)
    .stroke()
    .restore();
  doc
    .font('Helvetica')
    .fontSize(7)
    .fillColor('#555555')
    .text(m.cutHere, left - 14, top - 25);

  // The label itself.
  doc.lineWidth(1.5).strokeColor('#000000').rect(left, top, width, height).stroke();
  doc.rect(left, top, width, 64).fill(style.band);
  doc
    .font('Helvetica-BoldOblique')
    .fontSize(40)
    .fillColor(style.logo)
    .text(style.name, left + 16, top + 12, { lineBreak: false });
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(style.text)
    .text(m.service[carrier], left + 130, top + 18, { width: width - 146, align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(m.title, left + 130, top + 40, { width: width - 146, align: 'right' });

  // Sender (small) and recipient (large), as carriers print them.
  const s = data.sender;
  const senderLines = [
    s.company,
    s.name,
    `${s.street} ${s.houseNumber}`,
    s.addressExtra,
    `${s.postalCode} ${s.city}`,
    data.country.toUpperCase(),
  ].filter((l): l is string => Boolean(l));
  doc
    .fillColor('#000000')
    .font('Helvetica-Bold')
    .fontSize(8)
    .text(m.sender.toUpperCase(), left + 16, top + 80);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(senderLines.join('\n'), left + 16, top + 92, { width: 200 });

  doc
    .moveTo(left, top + 176)
    .lineTo(left + width, top + 176)
    .lineWidth(1)
    .stroke();
  doc
    .font('Helvetica-Bold')
    .fontSize(8)
    .text(m.recipient.toUpperCase(), left + 16, top + 186);
  doc
    .font('Helvetica-Bold')
    .fontSize(15)
    .text(
      [
        WAREHOUSE.name,
        WAREHOUSE.department,
        WAREHOUSE.street,
        `${WAREHOUSE.postalCode} ${WAREHOUSE.city}`,
        m.warehouseCountry,
      ].join('\n'),
      left + 16,
      top + 200,
      {
        width: width - 32,
        lineGap: 2,
      },
    );

  // The trade number as barcode, with the number readable underneath.
  const barTop = top + 318;
  const barHeight = 70;
  doc
    .moveTo(left, barTop - 12)
    .lineTo(left + width, barTop - 12)
    .lineWidth(1)
    .stroke();
  const { bars, modules } = code128Bars(data.tradeNumber);
  const moduleWidth = Math.min(2.4, (width - 80) / modules);
  const barLeft = left + (width - modules * moduleWidth) / 2;
  for (const bar of bars) doc.rect(barLeft + bar.x * moduleWidth, barTop, bar.width * moduleWidth, barHeight);
  doc.fill('#000000');
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(m.reference, left, barTop + barHeight + 6, { width, align: 'center' });
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(data.tradeNumber, left, barTop + barHeight + 16, { width, align: 'center', characterSpacing: 2 });

  // Bottom row: device count and date.
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(fill(m.deviceCount, { count: data.deviceCount }), left + 16, top + 16 + 64, {
      width: width - 32,
      align: 'right',
    });
  doc.text(fill(m.created, { date: formatDate(data.createdAt, data.country) }), left + 16, top + 30 + 64, {
    width: width - 32,
    align: 'right',
  });

  // Below the label: how to stick it, and the checklist.
  let y = top + height + 40;
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#000000')
    .text(m.stickIt, left - 14, y, { width: width + 28 });
  y = doc.y + 18;
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(m.checklistTitle, left - 14, y);
  y = doc.y + 8;
  for (const item of m.checklist) {
    doc
      .lineWidth(1)
      .rect(left - 14, y + 1, 10, 10)
      .stroke();
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(item, left + 4, y, { width: width + 10 });
    y = doc.y + 6;
  }
  doc.end();
  return done;
}
