import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buildPath, countries, resolveSite, type CountryCode, type Locale } from 'config';
import { mailDomainOf } from '../../plugins/mail';
import { ACCOUNT_MAIL_TEXTS, type AccountMailKind } from './account-mail-texts';

export const countryOfLocale = (locale: Locale): CountryCode =>
  locale === 'de-AT' ? 'at' : (locale.slice(0, 2) as CountryCode);

/**
 * Where the links in a mail lead: the configured shop (app.publicOrigins) of the country whose host the
 * request came to, else of the customer's language. The Host header only picks one of our shops; no
 * header decides the origin.
 */
export function linkBase(
  app: FastifyInstance,
  request: FastifyRequest,
  fallbackLocale: Locale,
): { origin: string; country: CountryCode } {
  const site = resolveSite(request.hostname);
  if (site.ok)
    return { origin: app.publicOrigins.of(site.site.country, site.site.shopMode), country: site.site.country };
  const country = countryOfLocale(fallbackLocale);
  return { origin: app.publicOrigins.of(country), country };
}

export function accountLink(
  base: { origin: string; country: CountryCode },
  route: string,
  query?: Record<string, string>,
): string {
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  return `${base.origin}${buildPath(base.country, route)}${search}`;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface AccountMail {
  kind: AccountMailKind;
  to: string;
  locale: Locale;
  name: string;
  link?: string;
  forgotLink?: string;
  /** Fills `{{detail}}` (e.g. the new payout account, masked). */
  detail?: string;
}

/** Renders an account mail as text and as simple HTML (one button for the main link). */
export function renderAccountMail(mail: AccountMail): { subject: string; text: string; html: string } {
  const t = ACCOUNT_MAIL_TEXTS[mail.locale][mail.kind];
  const fill = (s: string) =>
    s
      .replaceAll('{{name}}', mail.name)
      .replaceAll('{{link}}', mail.link ?? '')
      .replaceAll('{{forgotLink}}', mail.forgotLink ?? '')
      .replaceAll('{{detail}}', mail.detail ?? '');
  const text = [fill(t.greeting), ...t.paragraphs.map(fill), t.signOff].join('\n\n') + '\n';
  const htmlParagraphs = t.paragraphs.map((p) => {
    if (p === '{{link}}' && mail.link) {
      const href = escapeHtml(mail.link);
      return `<p style="margin:24px 0"><a href="${href}" style="background:#095f44;color:#ffffff;padding:12px 24px;border-radius:999px;text-decoration:none;font-weight:bold;display:inline-block">${escapeHtml(t.action ?? mail.link)}</a></p><p style="font-size:13px;color:#4a5664;word-break:break-all">${href}</p>`;
    }
    const escaped = escapeHtml(fill(p));
    const withLink = mail.forgotLink
      ? escaped.replaceAll(
          escapeHtml(mail.forgotLink),
          `<a href="${escapeHtml(mail.forgotLink)}">${escapeHtml(mail.forgotLink)}</a>`,
        )
      : escaped;
    return `<p>${withLink}</p>`;
  });
  const html = `<!doctype html><html lang="${mail.locale}"><body style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#15202b;line-height:1.5;max-width:36rem;margin:0 auto;padding:24px">
<p style="font-size:22px;font-weight:bold;color:#095f44;margin:0 0 24px">Revalu</p>
<p>${escapeHtml(fill(t.greeting))}</p>
${htmlParagraphs.join('\n')}
<p>${escapeHtml(t.signOff).replace('\n', '<br>')}</p>
</body></html>`;
  return { subject: t.subject, text, html };
}

/**
 * Sends account mails after the answer has gone out, so sending never changes how long a request
 * takes (which would tell whether an e-mail is registered). `drain()` waits for mails in flight
 * (tests, shutdown).
 */
export function createAccountMailer(app: FastifyInstance) {
  const inFlight = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...inFlight]);
  });
  const track = (job: Promise<void>) => {
    inFlight.add(job);
    void job.finally(() => inFlight.delete(job));
  };
  function sendLater(mail: AccountMail): void {
    const { subject, text, html } = renderAccountMail(mail);
    const country = countryOfLocale(mail.locale);
    const from = countries[country].contact.sender;
    const key = randomUUID();
    // Through the outbox: a mail server that is away delays the mail, and it still leaves once.
    track(
      app.mailOutbox
        .send(
          {
            kind: `account-${mail.kind}`,
            messageId: `<account-${key}.${mail.kind}@${mailDomainOf(from)}>`,
            from,
            to: mail.to,
            subject,
            text,
            html,
          },
          `account:${key}`,
        )
        .then(() => undefined),
    );
  }
  return {
    sendLater,
    /**
     * Runs `work` after the answer has gone out, then sends the mail it returns (none for null).
     * For requests whose answer must not depend on whether an e-mail is registered: the database
     * work that differs between the two cases then takes none of the answer's time.
     */
    afterAnswer(what: string, work: () => Promise<AccountMail | null>): void {
      track(
        new Promise<void>((resolve) => setImmediate(resolve))
          .then(work)
          .then((mail) => (mail ? sendLater(mail) : undefined))
          .catch((error: unknown) => app.log.error({ err: error, what }, 'account work after the answer failed')),
      );
    },
    async drain(): Promise<void> {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
  };
}

export type AccountMailer = ReturnType<typeof createAccountMailer>;
