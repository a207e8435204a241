import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { ChatMemory } from '@mall/shared/contracts';

let gc: (() => void) | null | undefined;
let loop: IntervalHistogram | null = null;

/**
 * How late this process's event loop ran since the previous call (null on the first, which starts
 * watching): a loop that is late delays every frame, whatever the database does.
 */
function loopDelay(): ChatMemory['eventLoopDelay'] {
  if (!loop) {
    loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    return null;
  }
  const ms = (ns: number) => Math.round(ns / 1e4) / 100;
  const delay = { p50Ms: ms(loop.percentile(50)), p99Ms: ms(loop.percentile(99)), maxMs: ms(loop.max) };
  loop.reset();
  return delay;
}

/**
 * Full garbage collections, so what is measured after is what is held (not what is waiting to be
 * collected). Without --expose-gc the flag is set now and a fresh context hands out `gc`. Answers
 * whether they ran.
 */
function collect(): boolean {
  if (gc === undefined) {
    gc = (globalThis as { gc?: () => void }).gc ?? null;
    if (!gc) {
      try {
        v8.setFlagsFromString('--expose-gc');
        gc = vm.runInNewContext('gc') as () => void;
      } catch {
        gc = null;
      }
    }
  }
  if (!gc) return false;
  // Twice: the first pass runs finalizers (socket buffers) that the second frees.
  gc();
  gc();
  return true;
}

/**
 * This process's memory and authenticated chat sockets, by its own measure (docs/chat.md,
 * "Memory"). A collection pauses the process (tens of milliseconds for a few hundred MB): the
 * route is for the platform (admin token) and the bench only.
 */
export function chatMemory(sockets: number, fullGc: boolean): ChatMemory {
  const eventLoopDelay = loopDelay();
  const collected = fullGc ? collect() : false;
  // The collection's own pause belongs to no one's frames.
  if (collected) loop?.reset();
  const m = process.memoryUsage();
  return {
    eventLoopDelay,
    pid: process.pid,
    sockets,
    collected,
    rssBytes: m.rss,
    heapUsedBytes: m.heapUsed,
    heapTotalBytes: m.heapTotal,
    externalBytes: m.external,
    arrayBuffersBytes: m.arrayBuffers,
  };
}
