/**
 * The shared rules (zod) the composer checks a message and a picture with. Evaluating zod is a long
 * task on a phone, and the buyer needs the rules only when sending: the composer loads them when the
 * pointer or focus first reaches it (as the picture manager's code loads), or at the first send if
 * that comes sooner. Not at idle: a long task after load still counts in Total Blocking Time
 * (docs/chat.md, "First view").
 */
type Schemas = typeof import('./rules');

let loaded: Schemas | null = null;
let loading: Promise<Schemas> | null = null;

export function loadSchemas(): Promise<Schemas> {
  loading ??= import('./rules').then(
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

/** Starts loading the rules (the buyer is about to write): a failure is tried again at the send. */
export function preloadSchemas(): void {
  void loadSchemas().catch(() => undefined);
}
