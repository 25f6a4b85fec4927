import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface ReadMail {
  file: string;
  to: string;
  subject: string;
  text: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeHeader(value: string): string {
  return value.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

/** Reads the .eml files of a mail folder: recipient, subject and the plain text part, decoded. */
export function readMailbox(dir: string): ReadMail[] {
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return files.map((file) => {
    const raw = readFileSync(path.join(dir, file), 'utf8');
    const headerBlock = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    const headerOf = (name: string) => decodeHeader(new RegExp(`^${name}: (.*)$`, 'im').exec(headerBlock)?.[1] ?? '');
    const part =
      /Content-Type: text\/plain[^\n]*\r?\n(?:Content-Transfer-Encoding: ([^\r\n]+)\r?\n)?\r?\n([\s\S]*?)(?:\r?\n--|$)/i.exec(
        raw,
      );
    const encoding = (part?.[1] ?? '').trim().toLowerCase();
    const body = part?.[2] ?? '';
    const text =
      encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : encoding === 'base64'
          ? Buffer.from(body, 'base64').toString('utf8')
          : body;
    return { file, to: headerOf('To'), subject: headerOf('Subject'), text };
  });
}

/** The first link in a mail's text that contains `needle`. */
export function linkIn(mail: ReadMail, needle: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((l) => l.includes(needle));
  if (!link) throw new Error(`no link with ${needle} in mail "${mail.subject}":\n${mail.text}`);
  return link;
}
