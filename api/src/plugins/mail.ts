import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import { asUnavailable, errorText } from '../lib/unavailable';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  /** What the mail is for (`activation`, `trade-confirmation`, ...); in the file name and the log. */
  kind: string;
  /**
   * `<...@domain>`, the same for every attempt at one mail (`<trade-1234567890.confirmation@revalu.de>`):
   * a mail that is repeated after a crash is recognisable as the same one. Without it, one is made up.
   */
  messageId?: string;
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/** The domain of a sender address, for Message-IDs (`no-reply@revalu.de` -> `revalu.de`). */
export const mailDomainOf = (from: string) => from.replace(/^.*@/, '').replace(/>.*$/, '');

export interface SentMail {
  transport: 'smtp' | 'file';
  /** The .eml file, for the file transport. */
  location: string | null;
  /** Its row in `mail_log` (status `sending` until the outbox records it as sent). */
  logId?: number;
}

export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
  /** False while the last attempt failed (the mail server or the mail folder is out of reach). */
  readonly lastAttemptSucceeded: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * Real mail: SMTP when SMTP_URL is set; otherwise each mail is written as an RFC 822 `.eml` file
 * into MAIL_DIR (one file per mail, written whole then renamed, so a reader never sees half a mail).
 */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  mailDir: string;
  /** Told of a transport's own errors (a pooled connection lost, OAuth2 refused) between mails. */
  onTransportError?: (error: Error) => void;
}): Pick<Mailer, 'send'> {
  const smtp: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  // Unheard, such an 'error' event would end the process; the mail it concerns fails and is retried.
  smtp?.on('error', options.onTransportError ?? (() => undefined));
  const file = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const mail = {
        ...(message.messageId ? { messageId: message.messageId } : {}),
        from: message.from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments?.map((a) => ({
          filename: a.filename,
          content: a.content,
          contentType: a.contentType,
        })),
      };
      let result: SentMail;
      if (smtp) {
        await smtp.sendMail(mail);
        result = { transport: 'smtp', location: null };
      } else {
        const info = (await file.sendMail(mail)) as { message: Buffer };
        await mkdir(options.mailDir, { recursive: true });
        const stamp = new Date().toISOString().replace(/[:.]/g, '-');
        const name = `${stamp}-${message.kind.replace(/[^a-z0-9-]/gi, '')}-${randomBytes(4).toString('hex')}.eml`;
        const target = path.join(options.mailDir, name);
        const temp = path.join(options.mailDir, `.${name}.tmp`);
        await writeFile(temp, info.message);
        await rename(temp, target);
        result = { transport: 'file', location: target };
      }
      return result;
    },
  };
}

export default fp(
  async function mailPlugin(app: FastifyInstance) {
    const mailer = createMailer({
      smtpUrl: app.env.SMTP_URL,
      mailDir: app.env.paths.mail,
      onTransportError: (err) => app.log.warn({ err }, 'mail transport error'),
    });
    const { mailSent, mailFailures } = app.metrics;
    // Failures are counted by transport, and shown as 0 from the start: an alert compares the series
    // it knows (the kind of a failed mail is in the log line of whoever sent it).
    const transport = app.env.SMTP_URL ? 'smtp' : 'file';
    mailFailures.inc({ transport }, 0);
    let lastAttemptSucceeded = true;
    app.decorate('mailer', {
      async send(message: MailMessage) {
        // On record before it is handed over: a mail written by a process that dies next is still logged.
        const logged = await app.db.query<{ id: number }>(
          `insert into mail_log (recipient, subject, kind, transport, message_id, status)
           values ($1, $2, $3, $4, $5, 'sending') returning id`,
          [message.to, message.subject, message.kind, transport, message.messageId ?? null],
        );
        const logId = logged.rows[0]!.id;
        let sent: SentMail;
        try {
          sent = await mailer.send(message);
        } catch (error) {
          lastAttemptSucceeded = false;
          mailFailures.inc({ transport });
          await app.db
            .query(`update mail_log set status = 'failed', error = $2 where id = $1`, [logId, errorText(error)])
            .catch(() => undefined);
          throw asUnavailable('mail', error);
        }
        lastAttemptSucceeded = true;
        mailSent.inc({ kind: message.kind, transport: sent.transport });
        // The log row is marked sent by the outbox, in the transaction that marks the mail sent.
        return { ...sent, logId: Number(logId) };
      },
      get lastAttemptSucceeded() {
        return lastAttemptSucceeded;
      },
    } satisfies Mailer);
  },
  { name: 'mail', dependencies: ['env', 'db', 'metrics'] },
);
