/**
 * Loads the remotes: each is a webpack container (Rspack's ModuleFederationPluginV1, configured in
 * @mall/shared/federation) described by its mf-manifest.json. The shell fetches the manifest (the
 * site server preloads it with the page), runs the entry script it names, hands the container the
 * page's share scope and asks it for an expose. The share scope, the consume rules and the chunk
 * loading are the bundler's own runtime; what is written here is the part Module Federation's
 * runtime did for us, and it is small on purpose: that runtime was 27 kB gzip on every page
 * (docs/architecture.md, "One federation runtime, the bundler's").
 */
import { CONTAINER_MANIFEST, SHARE_SCOPE } from '@mall/shared/federation/provided';

/** A webpack container, as its entry script publishes it. */
interface Container {
  init(shareScope: unknown): void | Promise<void>;
  get(expose: string): Promise<() => unknown>;
}

declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, unknown>;

export interface RetryOptions {
  /** Attempts after the first one. */
  retries: number;
  /** First delay; each further one doubles. */
  baseDelayMs: number;
}

export const DEFAULT_RETRY: RetryOptions = { retries: 2, baseDelayMs: 300 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 5xx, 408 and 429 may pass; anything else (404 of a version that is gone) will not. */
const transient = (status: number) => status >= 500 || status === 408 || status === 429;

/** fetch with exponential backoff on network errors and transient statuses; the last answer is returned. */
export async function fetchWithBackoff(
  url: string,
  init: RequestInit | undefined,
  opts: RetryOptions = DEFAULT_RETRY,
  doFetch: typeof fetch = fetch,
): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    try {
      const res = await doFetch(url, init);
      if (!transient(res.status) || attempt >= opts.retries) return res;
    } catch (err) {
      if (attempt >= opts.retries) throw err;
    }
    await sleep(opts.baseDelayMs * 2 ** attempt);
  }
}

/** What the loader reads of a manifest: where the entry is and the global it sets. */
export interface ContainerEntry {
  url: string;
  globalName: string;
}

/** The entry script of a manifest (fetched from `manifestUrl`), or why it is not a container's. */
export function entryOfManifest(manifestUrl: string, manifest: unknown): ContainerEntry {
  const meta = (manifest as { metaData?: Record<string, unknown> } | null)?.metaData;
  const entry = meta?.remoteEntry as { name?: unknown; path?: unknown } | undefined;
  if (meta?.container !== CONTAINER_MANIFEST || typeof entry?.name !== 'string' || typeof meta.globalName !== 'string')
    throw new Error(`${manifestUrl} does not describe a ${CONTAINER_MANIFEST}`);
  const dir = typeof entry.path === 'string' && entry.path ? entry.path.replace(/\/?$/, '/') : '';
  return { url: new URL(dir + entry.name, new URL(manifestUrl, document.baseURI)).href, globalName: meta.globalName };
}

/** Runs a script once; rejects when it cannot be loaded (the element is removed, so a retry asks again). */
function runScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`${url}: the script could not be loaded`));
    };
    document.head.appendChild(script);
  });
}

/**
 * Runs a container's entry script (with backoff) and takes the container it publishes. The load
 * event follows the script's run in the same task, so the global read is this script's even if
 * another version of the remote sets the same name later; it is then removed from the page's
 * globals (the shell keeps the container).
 */
async function runEntry(entry: ContainerEntry, opts: RetryOptions): Promise<Container> {
  for (let attempt = 0; ; attempt++) {
    try {
      await runScript(entry.url);
      break;
    } catch (err) {
      if (attempt >= opts.retries) throw err;
      await sleep(opts.baseDelayMs * 2 ** attempt);
    }
  }
  const globals = globalThis as unknown as Record<string, Container | Promise<Container> | undefined>;
  // Rspack's entry publishes a promise of the container when its start-up is asynchronous.
  const published = globals[entry.globalName];
  delete globals[entry.globalName];
  const container = await published;
  if (!container || typeof container.get !== 'function' || typeof container.init !== 'function')
    throw new Error(`${entry.url} set no container "${entry.globalName}"`);
  return container;
}

/** mfName ('mf_chat') -> manifest URL of the live version. */
const manifests = new Map<string, string>();
/** manifest URL -> the initialised container. */
const containers = new Map<string, Promise<Container>>();

/** The live remotes (from the release set); nothing is downloaded until a module is asked for. */
export function registerRemotes(remotes: { name: string; entry: string }[]): void {
  for (const r of remotes) manifests.set(r.name, r.entry);
}

async function initContainer(manifestUrl: string, opts: RetryOptions): Promise<Container> {
  const res = await fetchWithBackoff(manifestUrl, undefined, opts);
  if (!res.ok) throw new Error(`${manifestUrl}: HTTP ${res.status}`);
  const container = await runEntry(entryOfManifest(manifestUrl, await res.json()), opts);
  // The shell's own shared modules go into the scope first; the container adds its own beside them.
  await __webpack_init_sharing__(SHARE_SCOPE);
  await container.init(__webpack_share_scopes__[SHARE_SCOPE]);
  return container;
}

/** The container of a registered remote, loaded once; a failure is forgotten so a retry starts over. */
function containerOf(mfName: string, opts: RetryOptions): Promise<Container> {
  const manifestUrl = manifests.get(mfName);
  if (!manifestUrl) return Promise.reject(new Error(`${mfName} is not a live remote`));
  let p = containers.get(manifestUrl);
  if (!p) {
    p = initContainer(manifestUrl, opts);
    containers.set(manifestUrl, p);
    p.catch(() => containers.delete(manifestUrl));
  }
  return p;
}

/** A remote's expose by id ('mf_chat/routes'): its module, as `import()` would give it. */
export async function loadRemote<T>(id: string, opts: RetryOptions = DEFAULT_RETRY): Promise<T> {
  const slash = id.indexOf('/');
  if (slash <= 0) throw new Error(`"${id}" names no expose`);
  const container = await containerOf(id.slice(0, slash), opts);
  const factory = await container.get(`./${id.slice(slash + 1)}`);
  return factory() as T;
}
