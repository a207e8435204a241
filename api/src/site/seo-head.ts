import type { FastifyRequest } from 'fastify';
import { LOCALES, localeFromPath, stripLocale, toLanguageTag, withLocale, type Locale } from '@mall/shared';
import type { AppContext } from '../context';
import { scriptJson } from './shell-index';

/**
 * The SEO head hook: domain modules register providers that describe a page URL (title,
 * description, keywords, canonical, JSON-LD); the server writes it into the shell's HTML before any
 * JavaScript runs, so crawlers and link previews see the page as it is. First non-null answer wins.
 */
export interface SeoHead {
  title: string;
  description?: string;
  keywords?: string;
  /** Locale-free path (and query) of the canonical URL, e.g. '/products/detail/42'; none for a page not found. */
  canonicalPath?: string;
  /** schema.org data, written as application/ld+json. */
  jsonLd?: unknown;
  /**
   * Answers of public GET calls the page makes first, already computed by the provider: path
   * under the API prefix (query exactly as the client builds it) -> the endpoint's `data`. They are
   * written into the HTML as that endpoint's envelope (initial-data.ts), so nothing is queried twice.
   */
  initialData?: Record<string, unknown>;
  /**
   * The page's largest picture (its LCP element: a stored picture's key or a URL), preloaded at
   * high priority from the start as the page's route table says it is shown (`lcpPicture`).
   */
  lcpPicture?: string | null;
}

export interface SeoPageRequest {
  /** Path without the locale prefix ('/zh_CN/x' -> '/x'). */
  barePath: string;
  query: URLSearchParams;
  locale: Locale;
  /** The configured public origin ('https://shop.example'), never the request's Host. */
  origin: string;
}

export type SeoHeadProvider = (page: SeoPageRequest, ctx: AppContext) => Promise<SeoHead | null>;

const providers = new WeakMap<AppContext, SeoHeadProvider[]>();

export function addSeoHeadProvider(ctx: AppContext, provider: SeoHeadProvider): void {
  const list = providers.get(ctx) ?? [];
  list.push(provider);
  providers.set(ctx, list);
}

export function seoPageRequest(request: FastifyRequest, publicOrigin: string): SeoPageRequest {
  const [pathname = '/', search = ''] = request.url.split('?');
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    /* keep it raw */
  }
  return {
    barePath: stripLocale(decoded),
    query: new URLSearchParams(search),
    locale: localeFromPath(decoded),
    origin: publicOrigin,
  };
}

/**
 * Does the thing a detail URL names exist? Modules register checks for their detail pages; the
 * first definite answer counts (true/false), null means "not mine". A missing one is a 404 page.
 */
export type PageExistsCheck = (page: SeoPageRequest, ctx: AppContext) => Promise<boolean | null>;
const existsChecks = new WeakMap<AppContext, PageExistsCheck[]>();

export function addPageExistsCheck(ctx: AppContext, check: PageExistsCheck): void {
  existsChecks.set(ctx, [...(existsChecks.get(ctx) ?? []), check]);
}

/** False only when a module says the page's item does not exist; an error in a check counts as "exists" (never a false 404). */
export async function pageExists(ctx: AppContext, page: SeoPageRequest, log?: (err: unknown) => void): Promise<boolean> {
  for (const check of existsChecks.get(ctx) ?? []) {
    try {
      const answer = await check(page, ctx);
      if (answer !== null) return answer;
    } catch (err) {
      log?.(err);
      return true;
    }
  }
  return true;
}

export async function resolveSeoHead(ctx: AppContext, page: SeoPageRequest, log?: (err: unknown) => void): Promise<SeoHead | null> {
  for (const provider of providers.get(ctx) ?? []) {
    try {
      const head = await provider(page, ctx);
      if (head) return head;
    } catch (err) {
      // A failing provider costs the page its SEO head, never the page.
      log?.(err);
    }
  }
  return null;
}

/** Escapes text for HTML: element content and double-quoted attribute values. */
export const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const attr = escapeHtml;
const text = escapeHtml;

/** The absolute URL of a locale-free path in a locale. */
export function localizedUrl(origin: string, path: string, locale: Locale): string {
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  return origin + withLocale(pathname, locale) + (cut === -1 ? '' : path.slice(cut));
}

export function renderSeoHead(head: SeoHead, page: SeoPageRequest): string {
  const tags = [`<title>${text(head.title)}</title>`];
  if (head.description) tags.push(`<meta name="description" content="${attr(head.description)}">`);
  if (head.keywords) tags.push(`<meta name="keywords" content="${attr(head.keywords)}">`);
  const canonical = head.canonicalPath;
  if (canonical !== undefined) {
    tags.push(`<link rel="canonical" href="${attr(localizedUrl(page.origin, canonical, page.locale))}">`);
    for (const locale of LOCALES) {
      tags.push(`<link rel="alternate" hreflang="${toLanguageTag(locale)}" href="${attr(localizedUrl(page.origin, canonical, locale))}">`);
    }
    tags.push(`<link rel="alternate" hreflang="x-default" href="${attr(localizedUrl(page.origin, canonical, 'en'))}">`);
  }
  tags.push(`<meta property="og:title" content="${attr(head.title)}">`);
  if (head.description) tags.push(`<meta property="og:description" content="${attr(head.description)}">`);
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`);
  return tags.join('');
}

/**
 * The page's language on `<html>` from the URL, before any script runs: screen readers pick their
 * voice and search engines the page's language from it (the shell's index.html says "en").
 */
export function withDocumentLanguage(html: string, locale: Locale): string {
  const lang = toLanguageTag(locale);
  return html.replace(/<html\b([^>]*)>/i, (_tag, attrs: string) => `<html${attrs.replace(/\s+lang="[^"]*"/i, '')} lang="${lang}">`);
}

const NOT_FOUND_TITLE: Record<Locale, string> = { en: 'Page Not Found', zh_CN: '页面未找到' };

/** The site's name from the web config answer written into the page (`pcTitleContent`). */
export const siteNameOf = (answer: unknown): string =>
  String((answer as { data?: { pcTitleContent?: string } } | undefined)?.data?.pcTitleContent ?? '');

/**
 * The head of a page no domain describes: its route's title (both languages are in the route
 * table), or the spec's 'Page Not Found', with the site's name; the canonical URL is the path.
 */
export function routeHead(
  route: { title: Record<Locale, string> } | undefined,
  found: boolean,
  page: SeoPageRequest,
  site: string,
): SeoHead | null {
  const name = found ? route?.title[page.locale] : NOT_FOUND_TITLE[page.locale];
  if (!name) return null;
  const title = site ? `${name} - ${site}` : name;
  return found ? { title, canonicalPath: page.barePath.replace(/\/+$/, '') || '/' } : { title };
}

/** Replaces the shell's <title> and adds the rest at the top of <head>. */
export function applySeoHead(html: string, head: SeoHead, page: SeoPageRequest): string {
  const withoutTitle = html.replace(/<title>[\s\S]*?<\/title>/i, '');
  const tags = renderSeoHead(head, page);
  const at = withoutTitle.search(/<head[^>]*>/i);
  if (at === -1) return tags + withoutTitle;
  const end = withoutTitle.indexOf('>', at) + 1;
  return withoutTitle.slice(0, end) + tags + withoutTitle.slice(end);
}
