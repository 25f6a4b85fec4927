import { setTimeout as sleep } from 'node:timers/promises';
import type { PublicOrigins } from '../../lib/public-origin';
import { mailDomainOf, type MailMessage } from '../../plugins/mail';
import type { DeliveryResult, MailOutbox } from '../../plugins/mail-outbox';
import type { Db, Queryable } from '../../db/db';
import { confirmationMail, loadTradeDocumentData } from './trade-documents';
import type { TradeAccess } from './trade-access';

/**
 * Confirmation mails go through the shop's one outbox: queued in the trade's transaction, sent after
 * its commit, once per trade, with the Message-ID `<trade-NUMBER.confirmation@domain>` on every
 * attempt.
 */
export function createConfirmationOutbox(deps: {
  db: Db;
  outbox: MailOutbox;
  access: TradeAccess;
  publicOrigins: PublicOrigins;
}) {
  const { db, outbox, access, publicOrigins } = deps;

  outbox.register('trade-confirmation', {
    async render(mail): Promise<MailMessage | null> {
      if (mail.tradeId === null) return null;
      const trade = await loadTradeDocumentData(db, mail.tradeId);
      if (!trade) return null;
      const message = await confirmationMail(trade, {
        origin: publicOrigins.of(trade.country, trade.shopMode),
        accessToken: access.tokenFor(trade.tradeNumber, trade.createdAt),
      });
      return { ...message, messageId: `<trade-${trade.tradeNumber}.confirmation@${mailDomainOf(message.from)}>` };
    },
  });

  return {
    /** In the trade's transaction. */
    queue: (tx: Queryable, tradeId: number) => outbox.queue(tx, { kind: 'trade-confirmation', tradeId }),
    /** After the commit; the outbox's sweep sends whatever this could not. */
    async deliver(tradeId: number): Promise<DeliveryResult> {
      const { rows } = await db.query<{ id: number }>(
        `select id from mail_outbox where kind = 'trade-confirmation' and trade_id = $1`,
        [tradeId],
      );
      return outbox.deliver(rows[0] ? Number(rows[0].id) : null);
    },
    /** Sends a trade's mail again (back office), even when it was sent; one being sent is waited for first. */
    async resend(tradeId: number): Promise<DeliveryResult> {
      for (let waited = 0; waited < 15_000; waited += 100) {
        const [id] = await outbox.requeue({ tradeId, statuses: ['pending', 'sent', 'failed', 'skipped'] });
        if (id !== undefined) return outbox.deliver(id);
        const { rows } = await db.query(
          `select 1 from mail_outbox where kind = 'trade-confirmation' and trade_id = $1 and status = 'sending'`,
          [tradeId],
        );
        if (!rows.length) return 'skipped';
        await sleep(100);
      }
      return 'skipped';
    },
  };
}

export type ConfirmationOutbox = ReturnType<typeof createConfirmationOutbox>;
