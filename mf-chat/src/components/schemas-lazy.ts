/**
 * The shared rules (zod) the composer checks a message and a picture with. Evaluating zod is a long
 * task on a phone, and the buyer needs the rules only when sending: the chat pages load them once
 * the page has hydrated and the browser is idle, or at the first send if that comes sooner
 * (docs/chat.md, "First view").
 */
type Schemas = typeof import('@mall/shared/schemas');

let loaded: Schemas | null = null;
let loading: Promise<Schemas> | null = null;

export function loadSchemas(): Promise<Schemas> {
  loading ??= import('@mall/shared/schemas').then(
    (m) => (loaded = m),
    (err: unknown) => {
      loading = null; // asked again at the next send
      throw err;
    },
  );
  return loading;
}

/** The rules if they have loaded already (a send then checks at once, as before). */
export const loadedSchemas = (): Schemas | null => loaded;

/** Loads the rules when the browser is idle (a timeout where it has no idle callback). */
export function preloadSchemasWhenIdle(): () => void {
  const load = () => void loadSchemas().catch(() => undefined);
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(load, { timeout: 4000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(load, 1500);
  return () => clearTimeout(id);
}
