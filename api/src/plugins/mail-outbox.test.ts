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
