import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Writes what `npm test` reports after the journeys (scripts/test.mjs): the tests that passed only
 * on a retry (flaky: each one is a bug to fix), the failed ones, and the time spent per spec file
 * and per worker, to balance the shards.
 */
export interface E2eSummary {
  status: FullResult['status'];
  durationMs: number;
  passed: number;
  failed: string[];
  flaky: string[];
  skipped: number;
  /** Milliseconds of test time per spec file (every attempt), longest first. */
  files: Record<string, number>;
  /** Milliseconds of test time per worker slot (parallel index). */
  workers: Record<string, number>;
}

export default class SummaryReporter implements Reporter {
  private readonly file: string;
  private readonly tests = new Set<TestCase>();
  private readonly files = new Map<string, number>();
  private readonly workers = new Map<number, number>();

  constructor(options: { file: string }) {
    this.file = options.file;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    this.tests.add(test);
    const file = path.basename(test.location.file);
    this.files.set(file, (this.files.get(file) ?? 0) + result.duration);
    this.workers.set(result.parallelIndex, (this.workers.get(result.parallelIndex) ?? 0) + result.duration);
  }

  onEnd(result: FullResult): void {
    const title = (t: TestCase) => `${path.basename(t.location.file)}:${t.location.line} ${t.titlePath().slice(3).join(' › ')}`;
    const all = [...this.tests];
    const summary: E2eSummary = {
      status: result.status,
      durationMs: result.duration,
      passed: all.filter((t) => t.outcome() === 'expected').length,
      failed: all.filter((t) => t.outcome() === 'unexpected').map(title),
      flaky: all.filter((t) => t.outcome() === 'flaky').map(title),
      skipped: all.filter((t) => t.outcome() === 'skipped').length,
      files: Object.fromEntries([...this.files].sort((a, b) => b[1] - a[1])),
      workers: Object.fromEntries([...this.workers].sort((a, b) => a[0] - b[0])),
    };
    mkdirSync(path.dirname(this.file), { recursive: true });
    writeFileSync(this.file, `${JSON.stringify(summary, null, 2)}\n`);
  }
}
