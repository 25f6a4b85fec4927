import { splitSql } from './migrate';

describe('splitting migrations into statements', () => {
  it('splits at top-level semicolons only', () => {
    const sql = `create table a (x text default 'a;b'); -- a comment; with a semicolon
      create function f() returns int as $$ begin return 1; end; $$ language plpgsql;
      /* block; comment */ insert into a values ('it''s;');`;
    expect(splitSql(sql)).toEqual([
      "create table a (x text default 'a;b')",
      'create function f() returns int as $$ begin return 1; end; $$ language plpgsql',
      "insert into a values ('it''s;')",
    ]);
  });
});
