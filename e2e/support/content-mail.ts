import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_MAIL } from './env';

export interface MailFile {
  file: string;
  to: string;
  subject: string;
  text: string;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** Every .eml file the server wrote into the e2e mail folder, parsed enough to read. */
export function readMails(): MailFile[] {
  let files: string[] = [];
  try {
    files = readdirSync(E2E_MAIL)
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return files.map((file) => {
    const raw = readFileSync(path.join(E2E_MAIL, file), 'utf8');
    const split = raw.indexOf('\n\n');
    const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
    const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1]?.trim() ?? '';
    let body = raw.slice(split + 2);
    if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) body = decodeQuotedPrintable(body);
    else if (/Content-Transfer-Encoding: base64/i.test(head))
      body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    return { file, to: header('To'), subject: decodeWords(header('Subject')), text: body };
  });
}

/** Waits for a mail to an address that matches, and returns it. */
export async function waitForMail(to: string, match: (mail: MailFile) => boolean = () => true): Promise<MailFile> {
  let found: MailFile | undefined;
  await expect
    .poll(
      () => {
        found = readMails().find((m) => m.to === to && match(m));
        return Boolean(found);
      },
      { timeout: 15_000, message: `a mail to ${to}` },
    )
    .toBe(true);
  return found!;
}

/** The first http(s) link in a mail whose path matches. */
export function linkIn(mail: MailFile, pathPattern: RegExp): URL {
  for (const m of mail.text.matchAll(/https?:\/\/[^\s<>"]+/g)) {
    const url = new URL(m[0]);
    if (pathPattern.test(url.pathname)) return url;
  }
  throw new Error(`no link matching ${pathPattern} in mail "${mail.subject}"`);
}
