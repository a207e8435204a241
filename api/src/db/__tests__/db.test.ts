import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../test/harness';
import { migrate } from '../migrate';
import { lockDataDir, openPglite } from '../pglite-driver';

const onPostgres = Boolean(process.env.DATABASE_URL);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('database layer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { seed: false });
    await t.db.exec('CREATE TABLE counter (id int PRIMARY KEY, n int NOT NULL); INSERT INTO counter VALUES (1, 0);');
    await t.db.exec('CREATE TABLE item (id serial PRIMARY KEY, name text NOT NULL)');
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.query('UPDATE counter SET n = 0');
    await t.db.query('DELETE FROM item');
  });

  it('reports which driver it is', () => {
    expect(t.db.kind).toBe(onPostgres ? 'postgres' : 'pglite');
  });

  it('returns int8 and numeric as numbers, keeping unsafe values as strings', async () => {
    const row = await t.db.one<{ c: unknown; big: unknown; rate: unknown; huge: unknown }>(
      `SELECT count(*) AS c, 9007199254740993::int8 AS big, 7.1::numeric(18,6) AS rate, 12345678901234567890.5::numeric AS huge`,
    );
    expect(row).toEqual({ c: 1, big: '9007199254740993', rate: 7.1, huge: '12345678901234567890.5' });
  });

  it('returns a date as the calendar day it is, whatever the zones', async () => {
    const row = await t.db.one<{ d: unknown; none: unknown }>(`SELECT '2026-11-23'::date AS d, NULL::date AS none`);
    expect(row).toEqual({ d: '2026-11-23', none: null });
  });

  it('one() answers null when there is no row', async () => {
    expect(await t.db.one('SELECT 1 AS x WHERE false')).toBeNull();
  });

  it('commits a transaction and returns its result', async () => {
    const id = await t.db.tx(async (tx) => (await tx.one<{ id: number }>(`INSERT INTO item (name) VALUES ('a') RETURNING id`))!.id);
    expect(typeof id).toBe('number');
    expect(await t.db.query('SELECT name FROM item')).toEqual([{ name: 'a' }]);
  });

  it('rolls back when the function throws', async () => {
    await expect(
      t.db.tx(async (tx) => {
        await tx.query(`INSERT INTO item (name) VALUES ('lost')`);
        throw new Error('nope');
      }),
    ).rejects.toThrow('nope');
    expect(await t.db.query('SELECT * FROM item')).toEqual([]);
  });

  it('turns a nested transaction into a savepoint', async () => {
    await t.db.tx(async (tx) => {
      await tx.query(`INSERT INTO item (name) VALUES ('kept')`);
      await expect(
        tx.tx(async (inner) => {
          await inner.query(`INSERT INTO item (name) VALUES ('undone')`);
          throw new Error('inner');
        }),
      ).rejects.toThrow('inner');
    });
    expect(await t.db.query('SELECT name FROM item')).toEqual([{ name: 'kept' }]);
  });

  it('lets a call on the root Db inside tx() join the transaction instead of deadlocking', async () => {
    await expect(
      t.db.tx(async (tx) => {
        await tx.query(`INSERT INTO item (name) VALUES ('x')`);
        const seen = await t.db.one<{ c: number }>('SELECT count(*) AS c FROM item');
        expect(seen?.c).toBe(1);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await t.db.one('SELECT count(*) AS c FROM item')).toEqual({ c: 0 });
  });

  it('refuses a transaction handle used after the transaction ended', async () => {
    let leaked: typeof t.db | null = null;
    await t.db.tx(async (tx) => {
      leaked = tx;
    });
    await expect(leaked!.query('SELECT 1')).rejects.toThrow(/finished/);
  });

  it('does not lose updates when transactions run concurrently', async () => {
    const bump = () =>
      t.db.tx(async (tx) => {
        const row = await tx.one<{ n: number }>('SELECT n FROM counter WHERE id = 1 FOR UPDATE');
        await sleep(15);
        await tx.query('UPDATE counter SET n = $1 WHERE id = 1', [row!.n + 1]);
      });
    await Promise.all([bump(), bump(), bump(), bump()]);
    expect(await t.db.one('SELECT n FROM counter WHERE id = 1')).toEqual({ n: 4 });
  });

  it.skipIf(onPostgres)('PGlite: a statement outside a transaction waits until the transaction ends', async () => {
    const events: string[] = [];
    const tx = t.db.tx(async (inner) => {
      await inner.query(`INSERT INTO item (name) VALUES ('in-tx')`);
      events.push('tx wrote');
      await sleep(50);
      events.push('tx done');
    });
    await sleep(5);
    const outside = t.db.query<{ c: number }>('SELECT count(*) AS c FROM item').then((rows) => {
      events.push(`outside saw ${rows[0]!.c}`);
    });
    await Promise.all([tx, outside]);
    expect(events).toEqual(['tx wrote', 'tx done', 'outside saw 1']);
  });

  it('migrations are tracked and run once, in filename order', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mall-migrations-'));
    writeFileSync(path.join(dir, '0002_second.sql'), 'ALTER TABLE m_probe ADD COLUMN b int;');
    writeFileSync(path.join(dir, '0001_first.sql'), 'CREATE TABLE m_probe (a int); INSERT INTO m_probe (a) VALUES (1);');
    writeFileSync(path.join(dir, 'notes.txt'), 'ignored');
    expect(await migrate(t.db, { dir })).toEqual(['0001_first', '0002_second']);
    expect(await migrate(t.db, { dir })).toEqual([]);
    expect(await t.db.query('SELECT a, b FROM m_probe')).toEqual([{ a: 1, b: null }]);
    const versions = await t.db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(versions.map((v) => v.version)).toEqual(expect.arrayContaining(['0001_system', '0002_release', '0001_first', '0002_second']));
  });

  it('a failing migration leaves nothing behind', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mall-migrations-'));
    writeFileSync(path.join(dir, '0009_broken.sql'), 'CREATE TABLE half_done (a int); SELECT * FROM no_such_table;');
    await expect(migrate(t.db, { dir })).rejects.toThrow();
    expect(await t.db.one(`SELECT to_regclass('half_done') AS t`)).toEqual({ t: null });
    expect(await t.db.one(`SELECT 1 AS x FROM schema_migrations WHERE version = '0009_broken'`)).toBeNull();
  });

  it('has pg_trgm available', async () => {
    const row = await t.db.one<{ s: number }>(`SELECT similarity('container', 'containers') AS s`);
    expect(row!.s).toBeGreaterThan(0.5);
  });
});

describe('embedded database folder', () => {
  it('refuses a second opener while the first is running, and opens again once it has closed', async () => {
    const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'mall-lock-')), 'pglite');
    const first = await openPglite(dataDir);
    try {
      await expect(openPglite(dataDir)).rejects.toThrow(/in use by process \d+/);
      // The refused opener did not touch the running database.
      expect(await first.root.query('SELECT 1 AS x')).toEqual([{ x: 1 }]);
    } finally {
      await first.close();
    }
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    const again = await openPglite(dataDir);
    expect(await again.root.query('SELECT 2 AS x')).toEqual([{ x: 2 }]);
    await again.close();
  });

  it('takes over the lock of a process that has ended', () => {
    const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'mall-lock-')), 'pglite');
    writeFileSync(`${dataDir}.lock`, '2147483646'); // no such process
    const release = lockDataDir(dataDir);
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });
});
