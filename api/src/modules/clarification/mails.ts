import type { FastifyInstance } from 'fastify';
import { buildPath, countries, formatDate, formatPrice } from 'config';
import type { Queryable } from '../../db/db';
import { mailDomainOf } from '../../plugins/mail';
import { appendTradeStep } from '../checkout/trade-steps';
import {
  findTradeEmail,
  findTradeId,
  loadClarification,
  MAIL_KINDS,
  type ClarificationRow,
  type ItemRow,
  type MailKind,
} from './clarification-repository';
import { CLARIFICATION_MAILS, FINDING_LABELS, langOf, type OpenedMail } from './texts';

/** The two links of a clarification, on the country's shop (`origin`: app.publicOrigins, never a request's). */
export function clarificationLinks(
  row: Pick<ClarificationRow, 'id' | 'trade_number' | 'country' | 'offer_id'>,
  origin: string,
) {
  return {
    page: origin + buildPath(row.country, 'clarification', { id: row.id, trade: row.trade_number }),
    quickAnswer:
      origin +
      buildPath(row.country, 'clarificationQuickAnswer', {
        id: row.id,
        trade: row.trade_number,
        offerid: row.offer_id,
      }),
  };
}

/**
 * Amounts and the deadline are written with the shop's own formatters (`config`), the ones the
 * clarification page uses: the customer reads the same sum and the same day in the mail and on the
 * page, the deadline as its day in the country's time zone and format (spec section 5), never the
 * server's UTC day, which before 01:00 or 02:00 in the country is the day before.
 */
function openedMail(row: ClarificationRow, items: ItemRow[], origin: string): OpenedMail {
  const lang = langOf(row.country);
  const links = clarificationLinks(row, origin);
  const lines = items
    .map((i) => {
      const found = i.findings.map((f) => FINDING_LABELS[lang][f]).join(', ');
      return `– ${i.device_name}: ${found}${i.found_note ? ` (${i.found_note})` : ''} – ${formatPrice(Number(i.original_price), row.locale)} → ${formatPrice(Number(i.new_price), row.locale)}`;
    })
    .join('\n');
  return {
    tradeNumber: row.trade_number,
    originalTotal: formatPrice(Number(row.original_total), row.locale),
    newTotal: formatPrice(Number(row.new_total), row.locale),
    deadline: formatDate(row.deadline, row.country),
    lines,
    pageLink: links.page,
    quickLink: links.quickAnswer,
    note: row.note,
  };
}

/** The mail of one kind for a clarification, with a Message-ID that is the same on every attempt. */
async function renderMail(
  app: FastifyInstance,
  row: ClarificationRow,
  kind: MailKind,
  reminder: number,
  items: ItemRow[],
) {
  const email = await findTradeEmail(app.db, row.trade_id);
  if (email === undefined) return null;
  const lang = langOf(row.country);
  const texts = CLARIFICATION_MAILS[lang];
  const mail =
    kind === 'opened' || kind === 'reminder'
      ? texts[kind](openedMail(row, items, app.publicOrigins.of(row.country)))
      : texts[kind]({ tradeNumber: row.trade_number, newTotal: formatPrice(Number(row.new_total), row.locale) });
  const from = countries[row.country].contact.sender;
  return {
    kind: `clarification-${kind}`,
    messageId: `<clarification-${row.id}.${kind}${kind === 'reminder' ? `-${reminder}` : ''}@${mailDomainOf(from)}>`,
    from,
    to: email,
    replyTo: countries[row.country].contact.recipient,
    subject: mail.subject,
    text: `${mail.text}\n\n${texts.signature}`,
  };
}

/** The clarification mails, through the shop's one outbox. */
export function registerClarificationMails(app: FastifyInstance): void {
  for (const kind of MAIL_KINDS) {
    app.mailOutbox.register(`clarification-${kind}`, {
      async render(mail) {
        const found = mail.clarificationId === null ? null : await loadClarification(app.db, mail.clarificationId);
        if (!found) return null;
        const stillOpen = found.row.status === 'open' && new Date(found.row.deadline).getTime() > Date.now();
        // Answered or expired meanwhile: a request to answer would only confuse.
        if ((kind === 'opened' || kind === 'reminder') && !stillOpen) return null;
        return renderMail(app, found.row, kind, mail.reminder, found.items);
      },
      async afterSent(tx, mail) {
        if (kind !== 'opened' && kind !== 'reminder') return;
        const tradeId = await findTradeId(tx, mail.clarificationId);
        if (tradeId === undefined) return;
        await appendTradeStep(tx, {
          tradeId,
          step: kind === 'opened' ? 'clarification_mail_sent' : 'clarification_reminder_sent',
          actorType: 'system',
          source: 'clarification',
          data: { clarificationId: mail.clarificationId, ...(kind === 'reminder' ? { reminder: mail.reminder } : {}) },
        });
      },
    });
  }
}

/** Queues a mail with the change it reports (inside its transaction); a reminder number exists once. */
export const queueMail = (app: FastifyInstance, tx: Queryable, clarificationId: string, kind: MailKind, reminder = 0) =>
  app.mailOutbox.queue(tx, { kind: `clarification-${kind}`, clarificationId, reminder });

/** Sends one queued mail after the commit of what it reports; what fails is retried by the outbox. */
export const deliver = async (app: FastifyInstance, mailId: number | null) =>
  (await app.mailOutbox.deliver(mailId)) === 'sent';
