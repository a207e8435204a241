/**
 * The contract between the shell and the remotes it loads (browser-safe: read by the build config
 * and by the shell's loader, shell/src/federation/container.ts). A remote is a webpack container:
 * its entry script sets `self[<globalName>]` to `{ init(shareScope), get(expose) }` and brings its
 * own small bundler runtime; the page's shared modules meet in one share scope.
 */
export const SHARE_SCOPE = 'default';

/** The kind of container a remote's mf-manifest.json describes (`metaData.container`). */
export const CONTAINER_MANIFEST = 'webpack-container@1';

/** The chunk group of an expose ('./routes' -> '__federation_expose_routes'): its scripts are listed in the manifest. */
export const exposeChunkName = (expose: string): string => `__federation_expose_${expose.replace(/^\.\//, '').replace(/\W/g, '_')}`;

/**
 * What a remote needs from the shell besides shared packages, as a package name and version for
 * the release registry's checks (routes.json `requires`, shell-manifest.json `shared`): a shell
 * that cannot load it is refused before the promotion instead of failing on the page. Bump the
 * major when the hand-over changes incompatibly.
 */
export const SHELL_HANDOVER = '@mall/federation-handover';
// 2: the shell shares react-i18next and TanStack Query only through @mall/shared/react-i18n and
// /react-query (a remote built on 2 finds no i18next instance or QueryClient on a shell of 1).
// 3: remotes are webpack containers loaded by the shell's own loader on the page's share scope, no
// Module Federation runtime (a remote built on 2 needs the shell's; a shell of 2 cannot load one of 3).
export const SHELL_HANDOVER_VERSION = '3.0.0';
