import type { FastifyInstance } from 'fastify';
import { CLARIFICATION_REMINDER_DAYS_BEFORE } from 'config/content';
import { appendTradeStep } from '../checkout/trade-steps';
import {
  listDueMailIds,
  listExpiredIds,
  listReminderDueIds,
  lockExpired,
  lockReminderDue,
  markExpired,
  setReminders,
} from './clarification-repository';
import { deliver, queueMail } from './mails';

export const DAY_MS = 86_400_000;

/** Sends due reminders, closes clarifications whose deadline passed and retries failed mails. */
export async function processDeadlines(
  app: FastifyInstance,
): Promise<{ reminded: number; expired: number; retried: number }> {
  let expired = 0;
  let reminded = 0;
  for (const id of await listExpiredIds(app.db)) {
    const closed = await app.db.transaction(async (tx) => {
      const row = await lockExpired(tx, id);
      if (!row) return null;
      await markExpired(tx, id);
      // Silence is never acceptance: the trade is declined and the devices go back free of charge.
      await appendTradeStep(tx, {
        tradeId: row.trade_id,
        step: 'clarification_expired',
        status: 'declined',
        actorType: 'system',
        source: 'clarification',
        note: 'no answer before the deadline: free return',
        data: { clarificationId: id, freeReturn: true },
      });
      return { mailId: await queueMail(app, tx, id, 'expired') };
    });
    if (closed) {
      expired++;
      await deliver(app, closed.mailId);
    }
  }
  for (const id of await listReminderDueIds(app.db)) {
    const row = await app.db.transaction(async (tx) => {
      const r = await lockReminderDue(tx, id);
      if (!r) return null;
      const sent = r.reminders_sent + 1;
      const nextDays = CLARIFICATION_REMINDER_DAYS_BEFORE[sent];
      const next = nextDays === undefined ? null : new Date(new Date(r.deadline).getTime() - nextDays * DAY_MS);
      await setReminders(tx, id, sent, next && next.getTime() > Date.now() ? next : null);
      // The step `clarification_reminder_sent` is written when the mail has left (deliver).
      return { mailId: await queueMail(app, tx, id, 'reminder', sent) };
    });
    if (row) {
      reminded++;
      await deliver(app, row.mailId);
    }
  }
  // Mails that failed before (SMTP down) and are due again.
  let retried = 0;
  for (const id of await listDueMailIds(app.db)) if (await deliver(app, id)) retried++;
  return { reminded, expired, retried };
}

/** Every few minutes, one instance at a time (a shared lock), the deadlines are checked. */
export function startDeadlineJob(app: FastifyInstance): void {
  if (app.env.NODE_ENV === 'test') return;
  const timer = setInterval(() => {
    void (async () => {
      const mine = await app.sharedState.set('clarification-deadline-job', { pid: process.pid }, 240, {
        onlyIfAbsent: true,
      });
      if (!mine) return;
      try {
        const result = await processDeadlines(app);
        if (result.expired || result.reminded) app.log.info(result, 'clarification deadlines processed');
      } finally {
        await app.sharedState.delete('clarification-deadline-job');
      }
    })().catch((error: unknown) => app.log.error({ err: error }, 'clarification deadline job failed'));
  }, 5 * 60_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
