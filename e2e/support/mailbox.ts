import { expect } from '@playwright/test';
import { linkIn, readMailbox, type ReadMail } from '../../api/src/testing/mailbox';
import { E2E_MAIL } from './env';

export { linkIn, type ReadMail };

/** Waits for the next mail to `to` whose subject matches, in the e2e server's mail folder (.eml files). */
export async function waitForMail(to: string, subject: RegExp | string, after = 0): Promise<ReadMail> {
  let found: ReadMail | undefined;
  await expect
    .poll(
      () => {
        found = readMailbox(E2E_MAIL)
          .filter((m) => m.to.includes(to))
          .slice(after)
          .find((m) => (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject)));
        return Boolean(found);
      },
      { timeout: 60_000, message: `mail "${String(subject)}" to ${to}` },
    )
    .toBe(true);
  return found!;
}

export function mailCount(to: string): number {
  return readMailbox(E2E_MAIL).filter((m) => m.to.includes(to)).length;
}
