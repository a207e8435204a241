import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The run's folder of PGlite templates (test/harness.ts): fresh for every run, so a template is
 * always built from this checkout's migrations and seed; removed at the end. Workers inherit the
 * variable (they start after this).
 */
export default function setup(): () => void {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mall-api-templates-'));
  process.env.API_TEST_PGLITE_TEMPLATES = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
