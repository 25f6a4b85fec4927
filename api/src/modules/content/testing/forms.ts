import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TestApp } from '../../../testing/test-app';

/** A form token as the page gets it, aged past the minimum fill time (as if the customer typed for a while). */
export async function agedFormToken(t: TestApp, form: 'contact' | 'b2b', ip = '10.0.0.1'): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `/api/forms/${form}/token`, remoteAddress: ip });
  const { token } = res.json() as { token: string };
  await t.app.sharedState.set(`form-token:${form}:${token}`, { issuedAt: Date.now() - 60_000 }, 600);
  return token;
}

/** The .eml files written so far, oldest first, decoded enough to read headers and text. */
export function mailsIn(t: TestApp): { file: string; raw: string; to: string; subject: string; text: string }[] {
  const dir = t.env.paths.mail;
  let files: string[] = [];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return files.map((file) => {
    const raw = readFileSync(path.join(dir, file), 'utf8');
    // Long headers are folded over several lines; unfold them before reading.
    const head = raw.slice(0, raw.indexOf('\n\n')).replace(/\r?\n[ \t]+/g, ' ');
    const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1]?.trim() ?? '';
    return { file, raw, to: header('To'), subject: decodeMimeWords(header('Subject')), text: decodeBody(raw) };
  });
}

function decodeMimeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeBody(raw: string): string {
  const split = raw.indexOf('\n\n');
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 2);
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) return decodeQuotedPrintable(body);
  if (/Content-Transfer-Encoding: base64/i.test(headers))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}
