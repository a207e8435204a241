import v8 from 'node:v8';
import vm from 'node:vm';
import type { ChatMemory } from '@mall/shared/contracts';

let gc: (() => void) | null | undefined;

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
  const collected = fullGc ? collect() : false;
  const m = process.memoryUsage();
  return {
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
