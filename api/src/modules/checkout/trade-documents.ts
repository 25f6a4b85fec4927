import { countries, formatPrice, type CountryCode, type Locale } from 'config';
import type { Queryable } from '../../db/db';
import type { MailMessage } from '../../plugins/mail';
import { renderLabelPdf, type LabelData } from './label-pdf';
import { fill, tradeMessages } from './messages';

/** Everything the label and the confirmation mail show of one trade. */
export interface TradeDocumentData {
  tradeId: number;
  tradeNumber: string;
  country: CountryCode;
  /** The shop locale the trade was made in (trades.locale). */
  locale: Locale;
  createdAt: Date;
  /** The shop mode the trade was made in (its mails link to that brand's shop). */
  shopMode: string;
  itemsTotal: number;
  voucherCode: string | null;
  voucherBonus: number;
  payoutTotal: number;
  customer: {
    salutation: 'mr' | 'ms' | 'none';
    firstName: string;
    lastName: string;
    email: string;
    company: string | null;
    vatId: string | null;
  };
  address: { street: string; houseNumber: string; addressExtra: string | null; postalCode: string; city: string };
  payout: {
    method: 'DirectDebitSwift' | 'Paypal';
    accountHolder: string | null;
    ibanLast4: string | null;
    paypalEmail: string | null;
  };
  items: { deviceName: string; quantity: number; lineTotal: number }[];
}

export async function loadTradeDocumentData(db: Queryable, tradeId: number): Promise<TradeDocumentData | null> {
  const { rows } = await db.query<Record<string, unknown>>(
    `select t.id, t.trade_number, t.country, t.locale, t.created_at, t.shop_mode, t.items_total, t.voucher_code, t.voucher_bonus, t.payout_total,
            c.salutation, c.first_name, c.last_name, c.email, c.company, c.vat_id,
            a.street, a.house_number, a.address_extra, a.postal_code, a.city,
            p.method, p.account_holder, p.iban_last4, p.paypal_email
       from trades t
       join trade_customers c on c.trade_id = t.id
       join trade_addresses a on a.trade_id = t.id
       join trade_payouts p on p.trade_id = t.id
      where t.id = $1`,
    [tradeId],
  );
  const r = rows[0];
  if (!r) return null;
  const items = await db.query<{ device_name: string; quantity: number; line_total: number }>(
    'select device_name, quantity, line_total from trade_items where trade_id = $1 order by position',
    [tradeId],
  );
  return {
    tradeId: Number(r.id),
    tradeNumber: String(r.trade_number),
    country: r.country as CountryCode,
    locale: String(r.locale) as Locale,
    createdAt: new Date(r.created_at as string),
    shopMode: String(r.shop_mode),
    itemsTotal: Number(r.items_total),
    voucherCode: (r.voucher_code as string | null) ?? null,
    voucherBonus: Number(r.voucher_bonus),
    payoutTotal: Number(r.payout_total),
    customer: {
      salutation: r.salutation as 'mr' | 'ms' | 'none',
      firstName: String(r.first_name),
      lastName: String(r.last_name),
      email: String(r.email),
      company: (r.company as string | null) ?? null,
      vatId: (r.vat_id as string | null) ?? null,
    },
    address: {
      street: String(r.street),
      houseNumber: String(r.house_number),
      addressExtra: (r.address_extra as string | null) ?? null,
      postalCode: String(r.postal_code),
      city: String(r.city),
    },
    payout: {
      method: r.method as 'DirectDebitSwift' | 'Paypal',
      accountHolder: (r.account_holder as string | null) ?? null,
      ibanLast4: (r.iban_last4 as string | null) ?? null,
      paypalEmail: (r.paypal_email as string | null) ?? null,
    },
    items: items.rows.map((i) => ({
      deviceName: i.device_name,
      quantity: i.quantity,
      lineTotal: Number(i.line_total),
    })),
  };
}

export function labelData(trade: TradeDocumentData): LabelData {
  return {
    tradeNumber: trade.tradeNumber,
    country: trade.country,
    locale: trade.locale,
    createdAt: trade.createdAt,
    deviceCount: trade.items.reduce((n, i) => n + i.quantity, 0),
    sender: {
      name: `${trade.customer.firstName} ${trade.customer.lastName}`,
      company: trade.customer.company,
      street: trade.address.street,
      houseNumber: trade.address.houseNumber,
      addressExtra: trade.address.addressExtra,
      postalCode: trade.address.postalCode,
      city: trade.address.city,
    },
  };
}

export function labelFileName(tradeNumber: string): string {
  return `revalu-label-${tradeNumber}.pdf`;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The confirmation mail: trade number, devices and amounts, how to pack and ship, the label as an
 * attachment and as a link (`origin`: the shop's configured public origin).
 */
export async function confirmationMail(
  trade: TradeDocumentData,
  options: { origin: string; accessToken: string },
): Promise<MailMessage> {
  const m = tradeMessages(trade.locale);
  const config = countries[trade.country];
  const carrier = config.footerShippingLogo;
  // The pages' formatter (config), so the mail's amounts read exactly as the cart and thank-you page.
  const money = (amount: number) => formatPrice(amount, trade.locale);
  const { origin } = options;
  const labelUrl = `${origin}/api/trades/${trade.tradeNumber}/label.pdf?token=${options.accessToken}`;
  const c = trade.customer;

  const labelled = (label: string, value = '') => fill(m.labelValue, { label, value }).trimEnd();
  const greeting = fill(m.greeting[c.salutation], { firstName: c.firstName, lastName: c.lastName });
  const lines = trade.items.map((i) =>
    fill(m.line, { quantity: i.quantity, device: i.deviceName, amount: money(i.lineTotal) }),
  );
  if (trade.voucherCode) lines.push(fill(m.voucher, { code: trade.voucherCode, amount: money(trade.voucherBonus) }));
  const payout =
    trade.payout.method === 'DirectDebitSwift'
      ? fill(m.payoutIban, { last4: trade.payout.ibanLast4 ?? '', holder: trade.payout.accountHolder ?? '' })
      : fill(m.payoutPaypal, { email: trade.payout.paypalEmail ?? '' });
  const steps = [m.steps.erase, m.steps.pack, m.steps.label, m.steps.ship[carrier]];
  const company = c.company ? fill(m.company, { company: c.company, vatId: c.vatId ?? '' }) : null;

  const text = [
    greeting,
    '',
    m.intro,
    '',
    labelled(m.tradeNumber, trade.tradeNumber),
    ...(company ? [company] : []),
    '',
    labelled(m.devices),
    ...lines.map((l) => `- ${l}`),
    labelled(m.payoutTotal, money(trade.payoutTotal)),
    payout,
    '',
    labelled(m.howToShip),
    ...steps.map((s, i) => `${i + 1}. ${s}`),
    '',
    fill(m.labelLink, { url: labelUrl }),
    m.labelAttached,
    '',
    m.afterArrival,
    '',
    fill(m.questions, { phone: config.supportPhone }),
    '',
    m.signoff,
    m.team,
  ].join('\n');

  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="${e(trade.locale)}"><head><meta charset="utf-8"><title>${e(fill(m.subject, { tradeNumber: trade.tradeNumber }))}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f5;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#15202b;line-height:1.5">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:16px;padding:32px;border:1px solid #cfd7d4">
<p style="font-size:22px;font-weight:700;color:#095f44;margin:0 0 16px">Revalu</p>
<p>${e(greeting)}</p>
<p>${e(m.intro)}</p>
<p style="background:#ecf7f2;border-radius:10px;padding:12px 16px;margin:16px 0">${e(m.tradeNumber)}<br><strong style="font-size:24px;letter-spacing:2px">${e(trade.tradeNumber)}</strong></p>
${company ? `<p>${e(company)}</p>` : ''}
<h2 style="font-size:18px;margin:24px 0 8px">${e(m.devices)}</h2>
<ul>${lines.map((l) => `<li>${e(l)}</li>`).join('')}</ul>
<p><strong>${e(labelled(m.payoutTotal, money(trade.payoutTotal)))}</strong><br>${e(payout)}</p>
<h2 style="font-size:18px;margin:24px 0 8px">${e(m.howToShip)}</h2>
<ol>${steps.map((s) => `<li style="margin-bottom:6px">${e(s)}</li>`).join('')}</ol>
<p><a href="${e(labelUrl)}" style="display:inline-block;background:#095f44;color:#ffffff;text-decoration:none;font-weight:700;padding:12px 20px;border-radius:999px">${e(fill(m.labelLink, { url: '' }).replace(/[:：]\s*$/, ''))}</a></p>
<p>${e(m.labelAttached)}</p>
<p>${e(m.afterArrival)}</p>
<p>${e(fill(m.questions, { phone: config.supportPhone }))}</p>
<p>${e(m.signoff)}<br>${e(m.team)}</p>
</div></body></html>`;

  return {
    kind: 'trade-confirmation',
    from: config.contact.sender,
    to: c.email,
    replyTo: config.contact.recipient,
    subject: fill(m.subject, { tradeNumber: trade.tradeNumber }),
    text,
    html,
    attachments: [
      {
        filename: labelFileName(trade.tradeNumber),
        content: await renderLabelPdf(labelData(trade)),
        contentType: 'application/pdf',
      },
    ],
  };
}
