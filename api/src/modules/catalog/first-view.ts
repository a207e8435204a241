import { withLocale, type Locale } from '@mall/shared';
import { pictureSources } from '../images';
import type { AppContext } from '../../context';
import { escapeHtml as esc } from '../../site/seo-head';
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

/** How the catalogue shows its LCP pictures (mf-catalog: the gallery's main picture, the first banner). */
export const PRODUCT_PICTURE = { maxWidth: 500, sizes: '(max-width: 768px) 100vw, 500px' };
export const HOME_BANNER = { maxWidth: 660, sizes: '(max-width: 768px) 100vw, 660px' };

/** A stored picture's src and srcset exactly as the client's Picture writes them. */
const sources = (ctx: AppContext, pic: string | null | undefined, maxWidth: number) => pictureSources(ctx.config, pic, maxWidth);
const img = (ctx: AppContext, pic: string | null | undefined, shown: { maxWidth: number; sizes: string }, extra: string) => {
  const s = sources(ctx, pic, shown.maxWidth);
  return `<img src="${esc(s.src)}"${s.srcSet ? ` srcset="${esc(s.srcSet)}" sizes="${esc(shown.sizes)}"` : ''} ${extra}>`;
};

/** The preload of a page's LCP picture. */
export const lcpPicture = (ctx: AppContext, pic: string | null | undefined, shown: { maxWidth: number; sizes: string }) => {
  const s = sources(ctx, pic, shown.maxWidth);
  return { href: s.src, ...(s.srcSet ? { srcset: s.srcSet, sizes: shown.sizes } : {}) };
};

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
    `<div class="fv-row"><div class="fv-gallery">` +
    img(
      ctx,
      p.pic,
      PRODUCT_PICTURE,
      `alt="${esc(p.prodName)}" width="400" height="400" fetchpriority="high" ` +
        `style="display:block;width:100%;height:auto;aspect-ratio:1/1;object-fit:cover;border-radius:8px;border:1px solid #f0f0f0"`,
    ) +
    // The thumbnails, as the gallery shows them under the picture.
    `<div class="ml-space ml-space-wrap" style="gap:8px;margin-top:8px">${(p.imgs.length ? p.imgs : [p.pic])
      .map(
        (pic) =>
          `<span style="display:block;width:64px;border:1px solid #f0f0f0;border-radius:4px">` +
          img(
            ctx,
            pic,
            { maxWidth: 64, sizes: '64px' },
            `alt="" width="400" height="400" style="display:block;width:100%;height:auto;aspect-ratio:1/1;object-fit:cover"`,
          ) +
          `</span>`,
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
      ? `<div class="fv-banner">` +
        img(
          ctx,
          banner.pic,
          HOME_BANNER,
          `alt="${esc(banner.title)}" width="1200" height="360" fetchpriority="high" ` +
            `style="display:block;width:100%;height:auto;aspect-ratio:1200/360;object-fit:cover;border-radius:8px"`,
        ) +
        `</div>`
      : '') +
    `</div>`
  );
}
