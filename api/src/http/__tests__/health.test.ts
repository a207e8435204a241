import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  await t.app.ready();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('probes for a load balancer', () => {
  it('/api/health answers while the process runs, without the database', async () => {
    const res = await get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', pid: process.pid });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('/api/ready says ready when the database answers, migrations are applied and change notices are heard', async () => {
    const res = await get('/api/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ready',
      checks: { database: { ok: true }, migrations: { ok: true }, changeNotices: { ok: true } },
    });
  });

  it('/api/ready is 503 while a migration is missing (a process must not serve an older schema)', async () => {
    const last = (await t.db.one<{ version: string }>('SELECT max(version) AS version FROM schema_migrations'))!.version;
    const row = await t.db.one<{ checksum: string }>('DELETE FROM schema_migrations WHERE version = $1 RETURNING checksum', [last]);
    try {
      const res = await get('/api/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'not ready', checks: { migrations: { ok: false, detail: { pending: [last] } } } });
    } finally {
      await t.db.query('INSERT INTO schema_migrations (version, checksum) VALUES ($1, $2)', [last, row!.checksum]);
    }
    expect((await get('/api/ready')).statusCode).toBe(200);
  });
});

describe('slow queries', () => {
  it('are reported with the name of their leading comment, or their verb, table and fingerprint', async () => {
    const seen: { name: string; ms: number; sql: string }[] = [];
    t.db.onSlowQuery(1, (q) => seen.push(q));
    try {
      await t.db.query(`/* test.sleepy */ SELECT pg_sleep(0.02), $1::text AS secret`, ['hunter2']);
      await t.db.query(`SELECT pg_sleep(0.02) FROM schema_migrations LIMIT 1`);
    } finally {
      t.db.onSlowQuery(0, () => undefined);
    }
    expect(seen[0]).toMatchObject({ name: 'test.sleepy' });
    expect(seen[0]!.ms).toBeGreaterThanOrEqual(1);
    // The text, never the parameters.
    expect(JSON.stringify(seen)).not.toContain('hunter2');
    expect(seen[1]!.name).toMatch(/^select schema_migrations #[0-9a-f]{6}$/);
  });
});
