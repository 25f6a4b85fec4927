import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Queryable } from '../db/db';
import { DependencyUnavailable, errorText } from '../lib/unavailable';
import type { MailMessage, SentMail } from './mail';

/** A row of the outbox, as a kind's renderer sees it. */
export interface OutboxMail {
  id: number;
  kind: string;
  tradeId: number | null;
  clarificationId: string | null;
  reminder: number;
  attempts: number;
}

/** How one kind of mail is written: its message (null: no longer worth sending) and what its sending records. */
export interface OutboxKind {
  render(mail: OutboxMail): Promise<MailMessage | null>;
  /** Written in the transaction that marks the mail sent. */
  afterSent?(tx: Queryable, mail: OutboxMail): Promise<void>;
}

export type DeliveryResult = 'sent' | 'skipped' | 'retry' | 'failed';

export interface MailOutbox {
  /** Kinds are registered by the modules that write them (`trade-confirmation`, `clarification-opened`, ...). */
  register(kind: string, handler: OutboxKind): void;
  /**
   * Queues a mail in the transaction of the change it reports; once per kind and subject (null when
   * it already exists).
   */
  queue(
    tx: Queryable,
    mail: { kind: string; tradeId?: number; clarificationId?: string; reminder?: number },
  ): Promise<number | null>;
  /**
   * Queues a mail written now (contact, newsletter, account mails), in `tx` with the change it
   * reports or alone; once per kind and `subjectKey`. Its Message-ID is kept for every attempt.
   */
  queueMessage(tx: Queryable, message: MailMessage & { messageId: string }, subjectKey: string): Promise<number | null>;
  /** Queues a written mail on its own and sends it at once; what fails is retried. Never throws. */
  send(message: MailMessage & { messageId: string }, subjectKey: string): Promise<DeliveryResult>;
  /** Sends one mail now if it is due and nobody else holds it. Never throws. */
  deliver(id: number | null): Promise<DeliveryResult>;
  /** Sends what is due, one mail at a time: new, retried, and claims of processes that died. */
  sweep(limit?: number): Promise<number>;
  /** Makes mails due again (back office): `where` selects them by trade or clarification. */
  requeue(where: { tradeId?: number; clarificationId?: string; statuses: string[] }): Promise<number[]>;
  /** The process's name on its claims. */
  readonly owner: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailOutbox: MailOutbox;
  }
}

/** Attempts before a mail is given up (about 4 hours with the growing pause); the back office sends it again. */
export const MAX_MAIL_ATTEMPTS = 8;
/** A claim's lifetime; its owner renews it every third of that while it is alive. */
const LEASE_SECONDS = 10;
/** How often each instance looks for due mails: after a crash, pending mails leave within seconds. */
const SWEEP_INTERVAL_MS = 2000;

interface Row {
  id: number;
  kind: string;
  message: (MailMessage & { messageId: string }) | null;
  trade_id: number | null;
  clarification_id: string | null;
  reminder: number;
  attempts: number;
}

const subjectKey = (mail: { kind: string; tradeId?: number; clarificationId?: string; reminder?: number }) =>
  mail.tradeId !== undefined
    ? `trade:${mail.tradeId}`
    : `clarification:${mail.clarificationId}:${mail.kind.replace(/^clarification-/, '')}:${mail.reminder ?? 0}`;

/**
 * The one mail outbox (docs/decisions/0112-one-mail-outbox-with-leases.md). Each mail is claimed
 * alone with this process as its owner and a short lease, sent, and marked sent in one statement
 * right after the transport accepted it: a crash can repeat at most the one mail in flight. While
 * the process lives it renews its leases; a lease that runs out is a dead owner's, and the next
 * sweep of any instance takes the mail over.
 */
export default fp(
  async function mailOutboxPlugin(app: FastifyInstance) {
    const owner = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
    const kinds = new Map<string, OutboxKind>();
    const inFlight = new Set<number>();
    let closing = false;

    const running = new Set<Promise<DeliveryResult>>();
    function deliver(id: number | null): Promise<DeliveryResult> {
      const job = deliverOne(id);
      running.add(job);
      void job.finally(() => running.delete(job));
      return job;
    }

    async function deliverOne(id: number | null): Promise<DeliveryResult> {
      if (id === null || closing) return 'skipped';
      let mail: OutboxMail;
      let written: Row['message'] = null;
      let sent: SentMail | undefined;
      try {
        const claimed = await app.db.query<Row>(
          `update mail_outbox
              set status = 'sending', attempts = attempts + 1, owner = $2,
                  lease_until = now() + make_interval(secs => $3)
            where id = $1
              and ((status = 'pending' and next_attempt_at <= now()) or (status = 'sending' and lease_until < now()))
            returning id, kind, message, trade_id, clarification_id, reminder, attempts`,
          [id, owner, LEASE_SECONDS],
        );
        const row = claimed.rows[0];
        if (!row) return 'skipped';
        written = row.message;
        mail = {
          id: Number(row.id),
          kind: row.kind,
          tradeId: row.trade_id === null ? null : Number(row.trade_id),
          clarificationId: row.clarification_id,
          reminder: Number(row.reminder),
          attempts: Number(row.attempts),
        };
      } catch (error) {
        app.log.warn({ err: error, mailId: id }, 'mail not claimed; the sweep tries again');
        return 'retry';
      }
      inFlight.add(mail.id);
      const handler = kinds.get(mail.kind);
      try {
        if (!handler && !written) throw new Error(`no sender for mail kind ${mail.kind}`);
        const message = written ?? (await handler!.render(mail));
        if (!message) {
          await app.db.query(
            `update mail_outbox set status = 'skipped', owner = null, lease_until = null where id = $1 and owner = $2`,
            [mail.id, owner],
          );
          inFlight.delete(mail.id);
          return 'skipped';
        }
        sent = await app.mailer.send(message);
      } catch (error) {
        // The database was away while the mail was written: soon again, and it does not count as an attempt.
        const databaseAway = error instanceof DependencyUnavailable && error.dependency === 'database';
        const failed = !databaseAway && mail.attempts >= MAX_MAIL_ATTEMPTS;
        app.log.error(
          { err: error, mailId: mail.id, kind: mail.kind, attempts: mail.attempts },
          failed ? 'mail failed for good' : 'mail failed, will retry',
        );
        await app.db
          .query(
            `update mail_outbox set status = $3, owner = null, lease_until = null, last_error = $4,
                    attempts = attempts - $6, next_attempt_at = now() + make_interval(secs => $5)
              where id = $1 and owner = $2`,
            [
              mail.id,
              owner,
              failed ? 'failed' : 'pending',
              errorText(error),
              databaseAway ? 2 : Math.min(3600, 30 * 2 ** (mail.attempts - 1)),
              databaseAway ? 1 : 0,
            ],
          )
          // The database is away too: the lease runs out and the mail is taken over.
          .catch(() => undefined);
        inFlight.delete(mail.id);
        return failed ? 'failed' : 'retry';
      }
      // At once: from the transport's acceptance to this commit is the only instant in which a crash
      // repeats the mail. A lost connection here is tried again, not taken for a failed mail.
      try {
        for (let attempt = 1; ; attempt++) {
          try {
            await app.db.transaction(async (tx) => {
              await tx.query(
                `update mail_outbox set status = 'sent', sent_at = now(), owner = null, lease_until = null, last_error = null,
                        message = null
                  where id = $1`,
                [mail.id],
              );
              if (sent?.logId !== undefined) {
                await tx.query(`update mail_log set status = 'sent', location = $2 where id = $1`, [
                  sent.logId,
                  sent.location,
                ]);
              }
              await handler?.afterSent?.(tx, mail);
            });
            return 'sent';
          } catch (error) {
            if (attempt >= 10) throw error;
            await sleep(200 * attempt);
          }
        }
      } catch (error) {
        app.log.error({ err: error, mailId: mail.id }, 'mail sent but not marked sent; it may go out again');
        return 'retry';
      } finally {
        inFlight.delete(mail.id);
      }
    }

    let sweeping: Promise<number> | null = null;
    async function sweepOnce(limit: number): Promise<number> {
      const { rows } = await app.db.query<{ id: number }>(
        `select id from mail_outbox
          where (status = 'pending' and next_attempt_at <= now()) or (status = 'sending' and lease_until < now())
          order by id limit $1`,
        [limit],
      );
      let sent = 0;
      for (const row of rows) {
        if (closing) break;
        if ((await deliver(Number(row.id))) === 'sent') sent++;
      }
      return sent;
    }

    const outbox: MailOutbox = {
      owner,
      register(kind, handler) {
        kinds.set(kind, handler);
      },
      async queue(tx, mail) {
        const { rows } = await tx.query<{ id: number }>(
          `insert into mail_outbox (kind, subject_key, trade_id, clarification_id, reminder)
           values ($1, $2, $3, $4, $5) on conflict (kind, subject_key) do nothing returning id`,
          [mail.kind, subjectKey(mail), mail.tradeId ?? null, mail.clarificationId ?? null, mail.reminder ?? 0],
        );
        return rows[0] ? Number(rows[0].id) : null;
      },
      async queueMessage(tx, message, key) {
        const { rows } = await tx.query<{ id: number }>(
          `insert into mail_outbox (kind, subject_key, message) values ($1, $2, $3)
           on conflict (kind, subject_key) do nothing returning id`,
          [message.kind, key, JSON.stringify(message)],
        );
        return rows[0] ? Number(rows[0].id) : null;
      },
      async send(message, key) {
        try {
          return await deliver(await outbox.queueMessage(app.db, message, key));
        } catch (error) {
          app.log.error({ err: error, kind: message.kind }, 'mail not queued');
          return 'retry';
        }
      },
      deliver,
      sweep(limit = 50) {
        // One sweep at a time per process: the timer and a back-office call do not race each other.
        sweeping ??= sweepOnce(limit).finally(() => (sweeping = null));
        return sweeping;
      },
      async requeue(where) {
        const { rows } = await app.db.query<{ id: number }>(
          `update mail_outbox set status = 'pending', attempts = 0, next_attempt_at = now(), owner = null, lease_until = null
            where ($1::bigint is null or trade_id = $1) and ($2::text is null or clarification_id = $2)
              and status = any($3::text[]) returning id`,
          [where.tradeId ?? null, where.clarificationId ?? null, where.statuses],
        );
        return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
      },
    };
    app.decorate('mailOutbox', outbox);

    // Tests sweep when they choose to; a timer would take their mails from under them.
    const sweepTimer = setInterval(
      () => void outbox.sweep().catch((err: unknown) => app.log.warn({ err }, 'mail sweep failed')),
      SWEEP_INTERVAL_MS,
    );
    sweepTimer.unref();
    if (app.env.NODE_ENV === 'test') clearInterval(sweepTimer);
    // The lease says this process is alive: renewed while it holds mails, so a slow mail server is not
    // taken for a dead owner.
    const leaseTimer = setInterval(
      () => {
        if (!inFlight.size) return;
        void app.db
          .query(
            `update mail_outbox set lease_until = now() + make_interval(secs => $2) where owner = $1 and status = 'sending'`,
            [owner, LEASE_SECONDS],
          )
          .catch((err: unknown) => app.log.warn({ err }, 'mail leases not renewed'));
      },
      (LEASE_SECONDS * 1000) / 3,
    );
    leaseTimer.unref();
    app.addHook('onClose', async () => {
      closing = true;
      clearInterval(sweepTimer);
      clearInterval(leaseTimer);
      await Promise.allSettled([sweeping, ...running]);
    });
  },
  { name: 'mail-outbox', dependencies: ['env', 'db', 'mail'] },
);
