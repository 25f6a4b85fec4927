import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createTestApp, TEST_DB, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.app.mailOutbox.register('test-note', {
    render: async (mail) => ({
      kind: 'test-note',
      messageId: `<note-${mail.id}.test@revalu.de>`,
      from: 'no-reply@revalu.de',
      to: `note-${mail.id}@example.com`,
      subject: `Note ${mail.id}`,
      text: 'A note.',
    }),
  });
});
afterAll(() => t.close());

const queue = (key: string) =>
  t.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `insert into mail_outbox (kind, subject_key) values ('test-note', $1) returning id`,
      [key],
    );
    return Number(rows[0]!.id);
  });
const filesTo = (id: number) =>
  readdirSync(t.env.paths.mail)
    .map((f) => readFileSync(path.join(t.env.paths.mail, f), 'utf8'))
    .filter((text) => text.includes(`To: note-${id}@example.com`));

describe(`the mail outbox (${TEST_DB})`, () => {
  it('sends a mail once, with its Message-ID, and logs it as sent', async () => {
    const id = await queue('once');
    expect(await t.app.mailOutbox.deliver(id)).toBe('sent');
    expect(await t.app.mailOutbox.deliver(id)).toBe('skipped');
    expect(await t.app.mailOutbox.sweep()).toBe(0);
    const files = filesTo(id);
    expect(files).toHaveLength(1);
    expect(files[0]).toContain(`Message-ID: <note-${id}.test@revalu.de>`);
    const log = await t.db.query<{ status: string; message_id: string }>(
      'select status, message_id from mail_log where recipient = $1',
      [`note-${id}@example.com`],
    );
    expect(log.rows).toEqual([{ status: 'sent', message_id: `<note-${id}.test@revalu.de>` }]);
  });

  it("takes over a dead owner's claim once its lease ran out, and leaves a live one alone", async () => {
    const dead = await queue('dead-owner');
    const alive = await queue('live-owner');
    await t.db.query(
      `update mail_outbox set status = 'sending', owner = 'gone:1:x', lease_until = now() - interval '1 second' where id = $1`,
      [dead],
    );
    await t.db.query(
      `update mail_outbox set status = 'sending', owner = 'other:2:y', lease_until = now() + interval '1 minute' where id = $1`,
      [alive],
    );
    expect(await t.app.mailOutbox.sweep()).toBe(1);
    expect(filesTo(dead)).toHaveLength(1);
    expect(filesTo(alive)).toHaveLength(0);
    const { rows } = await t.db.query<{ id: number; status: string }>(
      'select id, status from mail_outbox where id = any($1::bigint[]) order by id',
      [[dead, alive]],
    );
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sending']);
  });
});

describe(`the mail outbox with the mail server away (${TEST_DB})`, () => {
  let away: TestApp;
  beforeAll(async () => {
    // Nothing listens on the discard port: every connection is refused, as by a mail server that is down.
    away = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
  });
  afterAll(() => away.close());

  it('keeps the mail for a later attempt, logs the failed one, and /ready names the mail server', async () => {
    const result = await away.app.mailOutbox.send(
      {
        kind: 'contact-confirmation',
        messageId: '<contact-K0000001.confirmation@revalu.de>',
        from: 'no-reply@revalu.de',
        to: 'anna@example.com',
        subject: 'Ihre Anfrage',
        text: 'Danke.',
      },
      'contact:K0000001',
    );
    expect(result).toBe('retry');
    const { rows } = await away.db.query<{ status: string; attempts: number; due_in: number; last_error: string }>(
      `select status, attempts, extract(epoch from next_attempt_at - now()) as due_in, last_error
         from mail_outbox where subject_key = 'contact:K0000001'`,
    );
    expect(rows[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: expect.stringMatching(/ECONNREFUSED/),
    });
    expect(Number(rows[0]!.due_in)).toBeGreaterThan(20);
    const log = await away.db.query<{ status: string }>(
      `select status from mail_log where message_id = '<contact-K0000001.confirmation@revalu.de>'`,
    );
    expect(log.rows).toEqual([{ status: 'failed' }]);
    const ready = (await away.app.inject({ method: 'GET', url: '/ready' })).json();
    expect(ready.checks.mail).toBe(false);
    expect(ready.down).toEqual(['mail']);
  });
});
