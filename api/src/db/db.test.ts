import { DependencyUnavailable } from '../lib/unavailable';
import { openTestDb, TEST_DB } from '../testing/test-app';
import type { Db } from './db';

const onPostgres = TEST_DB === 'postgres' ? describe : describe.skip;

onPostgres('a transaction whose connection dies (postgres)', () => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await openTestDb());
    await db.exec('create table lost_connection_probe (id int primary key)');
  });
  afterAll(async () => {
    await db.close();
    await drop();
  });

  it('answers 503, writes nothing and leaves the process and the pool working', async () => {
    // The server ends the transaction's own connection between two statements, as a failover does.
    const attempt = db.transaction(async (tx) => {
      await tx.query('insert into lost_connection_probe (id) values (1)');
      await tx.query('select pg_terminate_backend(pg_backend_pid())');
      await tx.query('insert into lost_connection_probe (id) values (2)');
    });
    await expect(attempt).rejects.toBeInstanceOf(DependencyUnavailable);
    await expect(attempt).rejects.toMatchObject({ statusCode: 503, code: 'database_unavailable' });
    const { rows } = await db.query('select id from lost_connection_probe');
    expect(rows).toEqual([]);
    // The dead connection was not lent out again: the next transactions all commit.
    for (const id of [3, 4, 5, 6, 7, 8]) {
      await db.transaction((tx) => tx.query('insert into lost_connection_probe (id) values ($1)', [id]));
    }
    const after = await db.query<{ n: number }>('select count(*) as n from lost_connection_probe');
    expect(after.rows[0]!.n).toBe(6);
  });

  it('answers 503 for a statement outside a transaction whose connection is killed', async () => {
    const attempt = db.query('select pg_terminate_backend(pg_backend_pid())');
    await expect(attempt).rejects.toMatchObject({ statusCode: 503, code: 'database_unavailable' });
    await expect(db.query('select 1 as one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
  });
});
