import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createMailer } from './mail';

describe('mail to files', () => {
  it('writes one complete .eml file per mail', async () => {
    const dir = path.join(os.tmpdir(), `mail-test-${process.pid}-${Date.now()}`);
    const mailer = createMailer({ mailDir: dir });
    const sent = await mailer.send({
      kind: 'activation',
      from: 'no-reply@revalu.de',
      to: 'kunde@example.com',
      subject: 'Bitte bestätigen Sie Ihr Konto',
      text: 'Hallo! Link: http://de.localhost:8080/account?token=abc',
      attachments: [{ filename: 'label.pdf', content: Buffer.from('%PDF-1.4'), contentType: 'application/pdf' }],
    });
    expect(sent.transport).toBe('file');
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/-activation-[0-9a-f]{8}\.eml$/);
    const raw = readFileSync(path.join(dir, files[0]!), 'utf8');
    expect(raw).toContain('To: kunde@example.com');
    expect(raw).toContain('Subject: =?UTF-8?');
    expect(raw).toContain('label.pdf');
  });
});
