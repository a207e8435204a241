import { openDb, type Db } from '../../db';
import { createTestApp, type TestApp } from '../../test/harness';
import { createClusterBus, MAX_MESSAGE_BYTES, scheduleJob, type ClusterBus } from '..';
import { setStock } from '../../test/ledger';

const onPostgres = Boolean(process.env.DATABASE_URL);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const quiet = () => undefined;

/** Collects messages of a channel; waitFor resolves once one matches. */
async function collect<T>(bus: ClusterBus, channel: string) {
  const got: T[] = [];
  const stop = await bus.subscribe<T>(channel, (m) => got.push(m));
  return {
    got,
    stop,
    waitFor: (pred: (m: T) => boolean) => vi.waitFor(() => expect(got.some(pred)).toBe(true), { timeout: 5000, interval: 10 }),
  };
}

describe('cluster bus', () => {
  let t: TestApp;
  let bus: ClusterBus;
  beforeAll(async () => {
    t = await createTestApp({}, { seed: false });
    bus = createClusterBus(t.db, quiet);
  });
  afterAll(() => t.close());

  it('delivers a JSON message to subscribers of the channel only', async () => {
    const a = await collect<{ n: number }>(bus, 'alpha');
    const b = await collect<{ n: number }>(bus, 'beta');
    await bus.publish('alpha', { n: 1 });
    await a.waitFor((m) => m.n === 1);
    await bus.publish('beta', { n: 2 });
    await b.waitFor((m) => m.n === 2);
    expect(a.got).toEqual([{ n: 1 }]);
    expect(b.got).toEqual([{ n: 2 }]);
    await a.stop();
    await bus.publish('alpha', { n: 3 });
    await bus.publish('beta', { n: 4 });
    await b.waitFor((m) => m.n === 4);
    expect(a.got).toEqual([{ n: 1 }]);
    await b.stop();
  });

  it('sends a message published in a transaction at commit, and never after a rollback', async () => {
    const c = await collect<string>(bus, 'tx');
    await t.db.tx(async (tx) => {
      await bus.publish('tx', 'inside');
      await tx.query('SELECT 1');
      await sleep(50);
      expect(c.got).toEqual([]);
    });
    await c.waitFor((m) => m === 'inside');
    await expect(
      t.db.tx(async () => {
        await bus.publish('tx', 'rolled back');
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    await bus.publish('tx', 'after');
    await c.waitFor((m) => m === 'after');
    expect(c.got).toEqual(['inside', 'after']);
    await c.stop();
  });

  it('refuses bad channel names and messages PostgreSQL cannot carry', async () => {
    await expect(bus.publish('Bad-Name', 1)).rejects.toThrow(/Invalid cluster channel/);
    await expect(bus.publish('big', 'x'.repeat(MAX_MESSAGE_BYTES + 1))).rejects.toThrow(/limit/);
  });

  it('hears the database announce catalogue writes, whoever makes them', async () => {
    type Notice = { table?: string; ids?: number[]; shops?: number[]; set?: boolean; marker?: number };
    const c = await collect<Notice>(bus, 'changes');
    let marker = 0;
    /** The notices since the last call: a marker sent after them arrives after them (commit order). */
    const notices = async () => {
      const m = ++marker;
      await bus.publish('changes', { marker: m });
      await c.waitFor((x) => x.marker === m);
      return c.got.splice(0).filter((x) => x.marker === undefined);
    };
    await t.db.exec(`INSERT INTO shop (shop_id, shop_name_en, shop_name_zh) VALUES (900, 'S', 'S');
      INSERT INTO category (category_id, grade, name_en, name_zh) VALUES (900, 1, 'C', 'C');`);
    expect(await notices()).toEqual([{ table: 'shop', ids: [900], set: true }, { table: 'category' }]);
    await t.db.query(
      `INSERT INTO product (prod_id, shop_id, category_id, name_en, name_zh, price, ori_price) VALUES (9001, 900, 900, 'A', 'A', 1, 1)`,
    );
    await t.db.query(`INSERT INTO sku (prod_id, sku_name_en, sku_name_zh, price, ori_price, stocks) VALUES (9001, 'D', 'D', 1, 1, 5)`);
    expect(await notices()).toEqual([
      expect.objectContaining({ table: 'product', ids: [9001], shops: [900], set: true }),
      { table: 'product', ids: [9001] },
    ]);
    // A stock move names the product and does not claim it moved in or out of lists; a price
    // move does (price filters and sorts: migration 0194).
    await setStock(t.db, Number((await t.db.one<{ id: string }>(`SELECT sku_id AS id FROM sku WHERE prod_id = 9001`))!.id), 4);
    await t.db.query(`UPDATE product SET price = 2 WHERE prod_id = 9001`);
    expect(await notices()).toEqual([
      { table: 'product', ids: [9001] },
      expect.objectContaining({ table: 'product', ids: [9001], set: true }),
    ]);
    // Off the shelf: the product leaves lists and its shop's product set changes.
    await t.db.query(`UPDATE product SET status = 0 WHERE prod_id = 9001`);
    expect(await notices()).toEqual([expect.objectContaining({ table: 'product', ids: [9001], shops: [900], set: true })]);
    // An update that matches nothing says nothing; a rolled-back write neither.
    await t.db.query(`UPDATE product SET price = 2 WHERE prod_id = -1`);
    await t.db
      .tx(async (tx) => {
        await tx.query(`UPDATE shop SET shop_status = 4 WHERE shop_id = 900`);
        throw new Error('undo');
      })
      .catch(() => undefined);
    expect(await notices()).toEqual([]);
    await c.stop();
  });
});

describe.runIf(onPostgres)('cluster bus between processes (PostgreSQL)', () => {
  let t: TestApp;
  let other: Db;
  let schema: string;
  beforeAll(async () => {
    t = await createTestApp({}, { seed: false });
    schema = (await t.db.one<{ s: string }>('SELECT current_schema() AS s'))!.s;
    // A second pool and listening connection on the same schema: what a second API process has.
    other = await openDb({ databaseUrl: process.env.DATABASE_URL, schema });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('a message published by one process reaches the other', async () => {
    const mine = createClusterBus(t.db, quiet);
    const theirs = createClusterBus(other, quiet);
    const c = await collect<string>(theirs, 'hello');
    await mine.publish('hello', 'from A');
    await c.waitFor((m) => m === 'from A');
    await c.stop();
  });

  it('schemas on one database do not hear each other', async () => {
    const elsewhere = await openDb({ databaseUrl: process.env.DATABASE_URL, schema: `${schema}_x` });
    try {
      const c = await collect<string>(createClusterBus(elsewhere, quiet), 'hello');
      await createClusterBus(t.db, quiet).publish('hello', 'not for you');
      const marker = createClusterBus(elsewhere, quiet);
      await marker.publish('hello', 'marker');
      await c.waitFor((m) => m === 'marker');
      expect(c.got).toEqual(['marker']);
      await c.stop();
    } finally {
      await elsewhere.query(`DROP SCHEMA IF EXISTS ${schema}_x CASCADE`);
      await elsewhere.close();
    }
  });

  it('after losing its connection a process reconnects, says messages were missed, and hears again', async () => {
    const theirs = createClusterBus(other, quiet);
    let missed = 0;
    theirs.onMissed(() => missed++);
    const c = await collect<string>(theirs, 'again');
    await t.db.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'mall-api-listen' AND query = $1`, [
      `LISTEN ${schema}__again`,
    ]);
    await vi.waitFor(() => expect(missed).toBe(1), { timeout: 10_000, interval: 20 });
    expect(theirs.connected).toBe(true);
    await createClusterBus(t.db, quiet).publish('again', 'back');
    await c.waitFor((m) => m === 'back');
    await c.stop();
  });
});

describe('cluster jobs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { seed: false });
  });
  afterAll(() => t.close());

  it('two processes ticking the same job run it once per period', async () => {
    let runs = 0;
    const job = { name: 'test.once', everyMs: 3_600_000, run: async () => void runs++ };
    const a = scheduleJob(t.db, job, quiet, 'host-a:1');
    const b = scheduleJob(t.db, job, quiet, 'host-b:2');
    try {
      const ticks = await Promise.all([a.tick(), b.tick()]);
      expect(ticks.filter(Boolean)).toHaveLength(1);
      expect(await Promise.all([a.tick(), b.tick()])).toEqual([false, false]);
      expect(runs).toBe(1);
      const row = await t.db.one<{ runs: number; owner: string; next: boolean }>(
        `SELECT runs, owner, next_run_at > now() + interval '50 minutes' AS next FROM cluster_job WHERE name = 'test.once'`,
      );
      expect(row).toMatchObject({ runs: 1, next: true });
      expect(['host-a:1', 'host-b:2']).toContain(row!.owner);
    } finally {
      await a.stop();
      await b.stop();
    }
  });

  it('a run whose process died is taken over once its lease has passed', async () => {
    let runs = 0;
    const job = { name: 'test.lease', everyMs: 3_600_000, leaseMs: 60_000, run: async () => void runs++ };
    // A crashed process: it claimed the job and never finished.
    await t.db.query(`INSERT INTO cluster_job (name, lease_until, owner) VALUES ('test.lease', now() + interval '1 minute', 'dead:1')`);
    const a = scheduleJob(t.db, job, quiet, 'host-a:1');
    try {
      expect(await a.tick()).toBe(false);
      await t.db.query(`UPDATE cluster_job SET lease_until = now() - interval '1 second' WHERE name = 'test.lease'`);
      expect(await a.tick()).toBe(true);
      expect(runs).toBe(1);
    } finally {
      await a.stop();
    }
  });

  it('a failing run is recorded and scheduled again', async () => {
    const job = {
      name: 'test.fails',
      everyMs: 3_600_000,
      run: async () => {
        throw new Error('disk full');
      },
    };
    const a = scheduleJob(t.db, job, quiet, 'host-a:1');
    try {
      expect(await a.tick()).toBe(true);
      const row = await t.db.one<{ last_error: string; leased: boolean }>(
        `SELECT last_error, lease_until IS NOT NULL AS leased FROM cluster_job WHERE name = 'test.fails'`,
      );
      expect(row).toEqual({ last_error: 'disk full', leased: false });
    } finally {
      await a.stop();
    }
  });
});
