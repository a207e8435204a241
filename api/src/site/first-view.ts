import { statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import Piscina from 'piscina';
import type { FirstViewInput, FirstViewOutput, LiveRemote, RouteDef } from '@mall/shared';
import { LITE_CSS, LITE_SHEET_ID } from '@mall/shared/ui/lite/styles';
import type { ApiConfig } from '../config';
import type { AppContext } from '../context';

/**
 * First views rendered by the part that owns the page (shared/src/ssr.ts). The shell's build
 * writes `shell/dist/server/index.cjs` (the frame, the router, and the page's one copy of React and
 * the other shared libraries); each remote's build writes `server/index.cjs` into its versioned
 * artifact (the pages it renders on the server). For a page request the site server has the live
 * version's entry of the remote that owns the URL (a canary browser's pinned version's) render
 * the page with the shell's; the browser then hydrates that markup. A promotion therefore changes
 * the next page's HTML without an API restart: the new version's entry is another file.
 *
 * The entries are other teams' code, so they never run in this process: a pool of worker threads
 * (piscina, render-worker.mjs) loads and runs them, with an environment that holds none of the
 * API's secrets, several pages at once (one per worker), each task within a deadline. A render
 * that throws or passes its deadline costs that request its first view only (the page renders in
 * the browser; logged with `remote@version`); a worker stuck past its deadline is terminated and
 * the pool starts another.
 */
const SERVER_ENTRY = path.join('server', 'index.cjs');
/** Beside this file in the sources, beside main.js in the build (api/scripts/build.mjs copies it). */
const WORKER = new URL('./render-worker.mjs', import.meta.url).href;
/** The only variables a render worker sees (no secret, no database address). */
const WORKER_ENV = ['NODE_ENV', 'TZ', 'LANG'];

const exists = (file: string) => {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

export interface FirstViewPlan {
  remote: LiveRemote;
  /** The owner version's folder (its server entry is server/index.cjs there). */
  dir: string;
  /** The public calls the owner's page makes first (its server entry says which). */
  dataPaths: string[];
}

type Owner = { remote: LiveRemote; route: RouteDef; params: Record<string, string> };

/** The first-view renderer of one running site: its worker pool, made at the first page that needs it. */
export class FirstViews {
  private pool: Piscina | null = null;

  constructor(
    private readonly config: Pick<ApiConfig, 'shellDist' | 'artifactsDir' | 'firstViewWorkers' | 'firstViewDeadlineMs'>,
    private readonly log: FastifyBaseLogger,
  ) {}

  private workers(): Piscina {
    if (!this.pool) {
      const threads = this.config.firstViewWorkers;
      this.pool = new Piscina({
        filename: WORKER,
        minThreads: threads,
        maxThreads: threads,
        idleTimeout: 2 ** 31 - 1,
        env: Object.fromEntries(WORKER_ENV.flatMap((k) => (process.env[k] === undefined ? [] : [[k, process.env[k]!]]))),
        // A page asking for more than this is a bug in it, not a reason to take the server down.
        resourceLimits: { maxOldGenerationSizeMb: 512 },
      });
      // Each thread loads the shell's entry (React, antd, the frame) before its first page.
      for (let i = 0; i < threads; i++) void this.pool.run({ shellDist: this.config.shellDist }, { name: 'warm' }).catch(() => undefined);
    }
    return this.pool;
  }

  /** Runs a task within the deadline; a worker still busy with it then is terminated (and replaced). */
  private run<T>(name: 'plan' | 'render', task: object, who: string): Promise<T> {
    const ms = this.config.firstViewDeadlineMs;
    return this.workers()
      .run(task, { name, signal: AbortSignal.timeout(ms) })
      .catch((err: unknown) => {
        const late = (err as Error)?.name === 'AbortError' || (err as Error)?.name === 'TimeoutError';
        throw late ? new Error(`${who}: the first view's ${name} passed its deadline (${ms} ms)`, { cause: err }) : err;
      });
  }

  /**
   * Whether the page gets a first view and what it needs: the owner's server entry renders it, or,
   * for a page behind sign-in, the shell renders the frame with the page's title. Never rejects:
   * a failure costs the page its first view (logged with remote@version).
   */
  async plan(owner: Owner | undefined, search: URLSearchParams): Promise<FirstViewPlan | null> {
    if (!owner || !this.config.firstViewWorkers || !exists(path.join(this.config.shellDist, SERVER_ENTRY))) return null;
    const { remote, route, params } = owner;
    const dir = path.join(this.config.artifactsDir, 'remotes', remote.name, remote.version);
    // A version whose browser code cannot be served (its folder gone) gets no first view: the
    // browser could not hydrate it, and its region shows the remote's fallback instead.
    if (!exists(path.join(dir, 'remoteEntry.js'))) return null;
    const who = `${remote.name}@${remote.version}`;
    try {
      const planned = await this.run<{ hasPage: boolean; dataPaths: string[] } | null>(
        'plan',
        { shellDist: this.config.shellDist, dir, pageKey: route.pageKey ?? route.path, params, search: search.toString() },
        who,
      );
      if (!planned || (!planned.hasPage && !route.login)) return null;
      return { remote, dir, dataPaths: planned.dataPaths };
    } catch (err) {
      this.log.warn({ err, remote: who }, `first view of ${who} failed: the page renders in the browser`);
      return null;
    }
  }

  /** The page's first view, or null (the page then renders in the browser; a failure is logged with remote@version). */
  async render(plan: FirstViewPlan, input: Omit<FirstViewInput, 'remotes'>): Promise<FirstViewOutput | null> {
    const who = `${plan.remote.name}@${plan.remote.version}`;
    try {
      return await this.run<FirstViewOutput | null>(
        'render',
        { shellDist: this.config.shellDist, dir: plan.dir, remote: plan.remote.name, input },
        who,
      );
    } catch (err) {
      this.log.warn({ err, remote: who, url: input.url }, `first view of ${who} failed: the page renders in the browser`);
      return null;
    }
  }

  /** The pool's thread ids (tests: a stuck worker is replaced). */
  threadIds(): number[] {
    return this.pool?.threads.map((t) => t.threadId) ?? [];
  }

  async close(): Promise<void> {
    await this.pool?.destroy();
    this.pool = null;
  }
}

const instances = new WeakMap<AppContext, FirstViews>();

/** The first-view renderer of a running site (one pool per app). */
export function firstViewsOf(ctx: AppContext, log: FastifyBaseLogger): FirstViews {
  let views = instances.get(ctx);
  if (!views) {
    views = new FirstViews(ctx.config, log);
    instances.set(ctx, views);
  }
  return views;
}

/** Puts the rendered markup into #root (marked for hydration) and the light kit's sheet in the head, under the id the kit uses. */
export function withFirstView(html: string, view: FirstViewOutput): string {
  const css = `<style id="${LITE_SHEET_ID}">${LITE_CSS}</style>${view.head ?? ''}`;
  const root = `<div id="root" data-ssr-pages="${view.rendered.join(',')}">${view.html}</div>`;
  return html.replace(/<\/head>/i, `${css}</head>`).replace(/<div id="root"><\/div>/, () => root);
}
