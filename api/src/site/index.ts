import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CURRENCY_COOKIE, LOCALE_PREFIX, TIME_ZONE_COOKIE, TOKEN_COOKIE } from '@mall/shared';
import type { AppContext } from '../context';
import { releaseServiceOf } from '../modules/release/release-service';
import { overridesFromPageRequest } from '../modules/release/release-routes';
import { releaseConfigOf } from '../modules/release/release-config';
import { imageBaseOf, pictureSources } from '../modules/images';
import { NO_CACHE, cacheControlFor } from './cache-policy';
import { isKnownPage, preloadTagsFor, privatePathPrefixes, routeForPath } from './route-owner';
import { applyPageHeaders, newNonce } from './security-headers';
import { firstViewsOf, withFirstView } from './first-view';
import { ALWAYS_PRELOADED, collectInitialData, sendHtml, timeZoneOfCookie } from './initial-data';
import {
  applySeoHead,
  escapeHtml,
  pageExists,
  resolveSeoHead,
  routeHead,
  seoPageRequest,
  siteNameOf,
  withDocumentLanguage,
} from './seo-head';
import {
  DEFAULT_CARGO_IMAGE,
  injectShellGlobals,
  readShellIndex,
  shellLinksPages,
  shellStartupScripts,
  startAfterFirstPaint,
} from './shell-index';

export { DEFAULT_CARGO_IMAGE } from './shell-index';
/** A page rendered with a buyer's own answers. */
const PERSONAL_PAGE = 'private, no-store';

/** api/public (logo, default image): stable names, so a day of caching. */
const PUBLIC_FILES_CACHE = 'public, max-age=86400';

/**
 * A preload of the page's LCP picture that picks the same srcset candidate as its <img>: the
 * picture from the page's SEO provider, shown as the route table says (`lcpPicture`).
 */
function imagePreload(href: string, srcset: string | undefined, sizes: string): string {
  const set = srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}"` : '';
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(href)}"${set}>`;
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * Everything that is not the API, on the same port: /static/ (logo, default image), the remotes'
 * versioned artifacts, and the shell with its SPA fallback.
 */
export async function registerSite(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { config } = ctx;

  // The shell's build puts its assets under static/ too, so /static/ looks in api/public first and
  // then in the shell's static folder. The same instance sends the shell's root files (sendFile).
  const isShellFile = (file: string) => !path.relative(config.shellDist, file).startsWith('..');
  await app.register(fastifyStatic, {
    root: [config.publicDir, path.join(config.shellDist, 'static')],
    prefix: '/static/',
    index: false,
    // Builds write .br/.gz beside each asset (scripts/lib/compress.mjs).
    preCompressed: true,
    cacheControl: false,
    // A shell that is not built yet is reported by the page fallback, not at start-up.
    suppressWarning: true,
    setHeaders(reply, file) {
      reply.header('cache-control', isShellFile(file) ? cacheControlFor(path.relative(config.shellDist, file)) : PUBLIC_FILES_CACHE);
    },
  });

  const remotesRoot = path.join(config.artifactsDir, 'remotes');
  mkdirSync(remotesRoot, { recursive: true });
  await app.register(fastifyStatic, {
    root: remotesRoot,
    prefix: '/remotes/',
    decorateReply: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    // A version's server/ folder is its server entry (first views): run by this server, not sent.
    allowedPath: (pathName) => !/^\/[^/]+\/[^/]+\/server\//.test(pathName),
    setHeaders(reply, file) {
      // The shell may run on another origin (dev server, CDN) and loads remotes cross-origin.
      reply.header('access-control-allow-origin', '*');
      reply.header('cache-control', cacheControlFor(path.relative(remotesRoot, file)));
    },
  });

  const reserved = [config.apiPrefix, '/remotes', '/static', '/builds'];
  const releases = releaseServiceOf(ctx);
  // Remote server entries render in worker threads of their own (first-view.ts).
  const firstViews = firstViewsOf(ctx, app.log);
  app.addHook('onClose', () => firstViews.close());

  const serveShell = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (reserved.some((p) => pathname === p || pathname.startsWith(p + '/'))) return reply.callNotFound();

    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return reply.callNotFound();
    }
    // normalize() on a rooted path cannot climb above the shell folder.
    const relative = path.posix.normalize('/' + decoded).slice(1);
    // server/ holds the shell's server entry: run here, never sent.
    if (relative !== '' && relative !== 'index.html' && !relative.startsWith('server/') && isFile(path.join(config.shellDist, relative))) {
      return reply.sendFile(relative, config.shellDist);
    }

    const wantsPage = relative === 'index.html' || (request.headers.accept ?? '').includes('text/html');
    if (!wantsPage) return reply.callNotFound();

    const index = readShellIndex(config.shellDist);
    if (!index) {
      return reply
        .status(503)
        .header('cache-control', NO_CACHE)
        .type('text/plain; charset=utf-8')
        .send('The storefront shell is not built yet: run `pnpm build` (or `pnpm start`), then reload.');
    }
    // This browser's canary pins (signed cookie or ?mf_override=) change only its own release set.
    const release = await releases.current(overridesFromPageRequest(request, reply, ctx));
    const { buildPollMs, remoteOverrides } = releaseConfigOf(ctx);
    // The path as requested (URL-encoded): react-router decodes its params once, as in the browser.
    const pagePath = relative === 'index.html' ? '/' : pathname;
    const route = routeForPath(release, pagePath);
    const owner = route?.remote;
    const preloads = owner && !shellLinksPages(config.shellDist) ? preloadTagsFor(owner, await releases.preloadScriptsOf(owner)) : '';
    // Domain modules describe their URLs (title, canonical, hreflang, JSON-LD, initial data) before any JavaScript runs.
    const seoPage = seoPageRequest(request, config.publicOrigin);
    // Unknown routes and detail pages of things that do not exist are 404s (the shell shows its
    // localized not-found page), so search engines do not index them.
    const found =
      isKnownPage(release, pagePath, { devMailbox: config.devMailbox }) &&
      (await pageExists(ctx, seoPage, (err) => request.log.warn({ err }, 'page check failed')));
    const provided = found ? await resolveSeoHead(ctx, seoPage, (err) => request.log.warn({ err }, 'SEO head provider failed')) : null;
    const nonce = newNonce();
    // The owner's server entry renders the first view (not of a 404); it names the calls its page makes first.
    const plan = found ? await firstViews.plan(route, seoPage.query) : null;
    const given = provided?.initialData ?? {};
    const pagePaths = (plan?.dataPaths ?? []).filter((p) => !(p in given));
    const userToken = request.cookies?.[TOKEN_COOKIE] || undefined;
    const initialData = await collectInitialData(
      request,
      config.apiPrefix,
      seoPage.locale,
      [...ALWAYS_PRELOADED, ...pagePaths],
      given,
      userToken,
      timeZoneOfCookie(request.cookies?.[TIME_ZONE_COOKIE]),
    );
    // Every page has a title: a domain's own head, else the route's title (or the not-found page's)
    // with the site's name from the web config the page carries anyway.
    const head =
      provided ??
      routeHead(route?.route, found, seoPage, siteNameOf(initialData.responses[`${config.apiPrefix}/webConfig/getPcWebConfig`]));
    const runtimeConfig = {
      apiBase: config.apiPrefix,
      resourceBase: config.publicResourceBase,
      defaultImage: DEFAULT_CARGO_IMAGE,
      passwordKey: config.passwordKey,
      production: config.production,
      ...(config.devMailbox ? { devMailbox: true } : {}),
      ...(imageBaseOf(config) ? { imageBase: imageBaseOf(config) } : {}),
      ...(buildPollMs ? { buildPollMs } : {}),
      // The shell honours a developer's remote overrides only when told so (off in production).
      remoteOverrides,
    };
    const view = plan
      ? await firstViews.render(plan, {
          url: request.url,
          origin: seoPage.origin,
          locale: seoPage.locale,
          release,
          config: runtimeConfig,
          initialData,
          cookies: { userToken, currency: request.cookies?.[CURRENCY_COOKIE] },
          nonce,
        })
      : null;
    const shown = route?.route.lcpPicture;
    const lcp = head?.lcpPicture && shown ? pictureSources(config, head.lcpPicture, shown.shownWidth) : null;
    let html = injectShellGlobals(
      index.html,
      { __MALL_CONFIG__: runtimeConfig, __MALL_RELEASE__: release, __MALL_PRELOAD__: initialData },
      // A first view carries its LCP picture (with fetchpriority) in the markup itself.
      preloads + (lcp && !view ? imagePreload(lcp.src, lcp.srcSet, shown!.sizes) : ''),
      nonce,
    );
    html = withDocumentLanguage(html, seoPage.locale);
    if (head) html = applySeoHead(html, head, seoPage);
    // A buyer's own page (its route table says `private`) is no search result.
    if (route?.route.private) html = html.replace(/<\/head>/i, '<meta name="robots" content="noindex"></head>');
    if (view) html = withFirstView(html, view);
    if (view) html = startAfterFirstPaint(html, nonce, shellStartupScripts(config.shellDist));
    applyPageHeaders(reply.status(found ? 200 : 404), ctx, nonce);
    // A signed-in buyer's page carries their answers: kept by no cache, not even their browser's.
    return sendHtml(request, reply.header('cache-control', initialData.personal ? PERSONAL_PAGE : NO_CACHE), html);
  };

  // Crawlers: everything public, not the API or the buyer's own pages; the sitemap on the public origin.
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        [
          'User-agent: *',
          `Disallow: ${config.apiPrefix}/`,
          ...privatePathPrefixes(await releases.current()).flatMap((p) => [`Disallow: ${p}`, `Disallow: ${LOCALE_PREFIX}${p}`]),
          'Allow: /',
          '',
          `Sitemap: ${config.publicOrigin}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );

  // Lowest-priority route: every GET no other route claims (find-my-way prefers specific paths).
  app.get('/*', { schema: { hide: true } }, serveShell);
}
