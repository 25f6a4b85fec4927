import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db';
import type { PublicOrigins } from '../../lib/public-origin';
import type { Mailer } from '../../plugins/mail';
import { confirmationMail, loadTradeDocumentData } from './trade-documents';
import type { TradeAccess } from './trade-access';

/** Attempts before a confirmation mail is marked failed (then the back office resends it). */
export const MAX_MAIL_ATTEMPTS = 8;
/** How long one attempt holds its claim; another instance may retry after that. */
const CLAIM_SECONDS = 120;

/**
 * Confirmation mails leave after the trade is committed, never inside its transaction, and are
 * never lost: the trade row says whether its mail is pending. Delivery claims the row (so two
 * instances never send the same mail), sends, and marks it sent; a failure schedules a retry with
 * a growing pause. A sweep picks up whatever a crashed or failed attempt left behind.
 */
export function createConfirmationOutbox(deps: {
  db: Db;
  mailer: Mailer;
  access: TradeAccess;
  log: FastifyBaseLogger;
  publicOrigins: PublicOrigins;
}) {
  const { db, mailer, access, log, publicOrigins } = deps;

  async function deliver(tradeId: number): Promise<'sent' | 'skipped' | 'retry' | 'failed'> {
    const claim = await db.query<{ attempts: number; origin: string | null }>(
      `update trades
          set confirmation_mail_attempts = confirmation_mail_attempts + 1,
              confirmation_mail_next_at = now() + make_interval(secs => $2)
        where id = $1 and confirmation_mail_status = 'pending' and confirmation_mail_next_at <= now()
        returning confirmation_mail_attempts as attempts`,
      [tradeId, CLAIM_SECONDS],
    );
    const attempts = claim.rows[0]?.attempts;
    if (attempts === undefined) return 'skipped';
    try {
      const trade = await loadTradeDocumentData(db, tradeId);
      if (!trade) return 'skipped';
      await mailer.send(
        await confirmationMail(trade, {
          origin: publicOrigins.of(trade.country, trade.shopMode),
          accessToken: access.tokenFor(trade.tradeNumber, trade.createdAt),
        }),
      );
      await db.query(`update trades set confirmation_mail_status = 'sent' where id = $1`, [tradeId]);
      return 'sent';
    } catch (error) {
      const failed = attempts >= MAX_MAIL_ATTEMPTS;
      log.error(
        { err: error, tradeId, attempts },
        failed ? 'confirmation mail failed for good' : 'confirmation mail failed, will retry',
      );
      await db
        .query(
          `update trades set confirmation_mail_status = $2, confirmation_mail_next_at = now() + make_interval(secs => $3) where id = $1`,
          [tradeId, failed ? 'failed' : 'pending', Math.min(3600, 30 * 2 ** attempts)],
        )
        .catch(() => undefined);
      return failed ? 'failed' : 'retry';
    }
  }

  /** Sends what is due: new trades whose first attempt did not happen, and retries. */
  async function sweep(limit = 20): Promise<number> {
    const { rows } = await db.query<{ id: number }>(
      `select id from trades where confirmation_mail_status = 'pending' and confirmation_mail_next_at <= now()
        order by confirmation_mail_next_at limit $1`,
      [limit],
    );
    let sent = 0;
    for (const row of rows) if ((await deliver(Number(row.id))) === 'sent') sent++;
    return sent;
  }

  /** Marks a trade's mail to be sent again (back office), then sends it. */
  async function resend(tradeId: number) {
    await db.query(
      `update trades set confirmation_mail_status = 'pending', confirmation_mail_next_at = now(), confirmation_mail_attempts = 0 where id = $1`,
      [tradeId],
    );
    return deliver(tradeId);
  }

  return { deliver, sweep, resend };
}

export type ConfirmationOutbox = ReturnType<typeof createConfirmationOutbox>;
