import { imageUrl, withLocale, type Locale } from '@mall/shared';
import type { AppContext } from '../../context';
import { escapeHtml as esc } from '../../site/seo-head';
import { DEFAULT_CARGO_IMAGE } from '../../site/shell-index';
import type { HomeData } from './content';
import type { ProductInfo } from './product';

/**
 * First views: plain HTML of what a landing page shows above the fold, written into the page so a
 * phone paints it before the app's JavaScript arrives; the app then renders the same page in its
 * place (the shell waits for the page's code so the swap is one step). Same class names as the
 * light kit the pages use (its sheet is inlined with it), text escaped, no prices (the currency is
 * the buyer's choice, known to the app only).
 */
const WORDS: Record<Locale, { home: string; categories: string; allCategories: string }> = {
  en: { home: 'Home', categories: 'Categories', allCategories: 'All categories' },
  zh_CN: { home: '首页', categories: '商品分类', allCategories: '全部分类' },
};

/** A stored picture's URL exactly as the client's resolveImage writes it. */
export const resourceUrl = (ctx: AppContext, pic: string | null | undefined) =>
  imageUrl(pic, ctx.config.publicResourceBase, DEFAULT_CARGO_IMAGE);

const link = (locale: Locale, path: string) => withLocale(path, locale);

export function productFirstView(ctx: AppContext, p: ProductInfo, locale: Locale): string {
  const w = WORDS[locale];
  const crumbs = [
    `<li><a href="${link(locale, '/')}">${w.home}</a></li>`,
    `<li><a href="${link(locale, '/categories')}">${w.categories}</a></li>`,
    ...p.categoryPath.map(
      (c) => `<li><a href="${link(locale, `/categories/secondary?categoryId=${c.categoryId}`)}">${esc(c.categoryName)}</a></li>`,
    ),
    `<li aria-current="page">${esc(p.prodName)}</li>`,
  ].join('');
  return (
    `<section class="mall-page"><nav><ol class="ml-crumbs">${crumbs}</ol></nav>` +
    `<h1 class="ml-title" style="font-size:24px;margin:16px 0">${esc(p.prodName)}</h1>` +
    `<div class="fv-row"><div class="fv-gallery"><img src="${esc(resourceUrl(ctx, p.pic))}" alt="${esc(p.prodName)}" width="400" height="400" ` +
    `style="display:block;width:100%;height:auto;aspect-ratio:1/1;object-fit:cover;border-radius:8px;border:1px solid #f0f0f0">` +
    // The thumbnails, as the gallery shows them under the picture.
    `<div class="ml-space ml-space-wrap" style="gap:8px;margin-top:8px">${(p.imgs.length ? p.imgs : [p.pic])
      .map(
        (img) =>
          `<span style="display:block;width:64px;border:1px solid #f0f0f0;border-radius:4px"><img src="${esc(resourceUrl(ctx, img))}" alt="" width="400" height="400" ` +
          `style="display:block;width:100%;height:auto;aspect-ratio:1/1;object-fit:cover"></span>`,
      )
      .join('')}</div></div>` +
    `<div class="fv-info"><h2 class="ml-title" style="font-size:22px;margin-top:0">${esc(p.prodName)}</h2>` +
    (p.brief ? `<div class="ml-p ml-text-secondary">${esc(p.brief)}</div>` : '') +
    `</div></div></section>`
  );
}

/** From the home page's own data (the same answer the page is given). */
export function homeFirstView(ctx: AppContext, home: HomeData, locale: Locale): string {
  const banner = home.banners[0] ?? null;
  const w = WORDS[locale];
  const top = home.categories.slice(0, 14);
  const items = top
    .map(
      (c) =>
        `<li style="padding:5px 4px"><a href="${link(locale, `/categories/secondary?categoryId=${c.categoryId}`)}">${esc(c.categoryName)}</a></li>`,
    )
    .join('');
  return (
    `<div class="fv-row fv-home"><div class="fv-menu"><div class="ml-card ml-card-sm"><div class="ml-card-head"><span>${w.categories}</span></div>` +
    `<div class="ml-card-body" style="padding:8px"><ul style="list-style:none;margin:0;padding:0">${items}</ul>` +
    `<div style="padding:6px 4px 0"><a href="${link(locale, '/categories')}">${w.allCategories}</a></div></div></div></div>` +
    (banner
      ? `<div class="fv-banner"><img src="${esc(resourceUrl(ctx, banner.pic))}" alt="${esc(banner.title)}" width="1200" height="360" ` +
        `style="display:block;width:100%;height:auto;aspect-ratio:1200/360;object-fit:cover;border-radius:8px"></div>`
      : '') +
    `</div>`
  );
}
