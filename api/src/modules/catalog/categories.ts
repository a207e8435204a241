import { catalogContract as c, type CategoryNode, type CategoryView } from '@mall/shared/contracts';
import { cached, tag } from '../../cache';
import type { AppContext } from '../../context';
import { route, type Api } from '../../http/contract';
import { ok } from '../../http/envelope';
import { langOf, notFound, num, type Lang } from './catalog-common';

export type { CategoryNode, CategoryView };

const select = (lang: Lang) =>
  `SELECT category_id AS "categoryId", parent_id AS "parentId", name_${lang} AS "categoryName", pic, grade FROM category WHERE status = 1`;

const normalise = (rows: CategoryView[]): CategoryView[] =>
  rows.map((r) => ({ ...r, categoryId: num(r.categoryId), parentId: num(r.parentId) }));

export async function listChildren(ctx: AppContext, lang: Lang, parentId: number): Promise<CategoryView[]> {
  return normalise(await ctx.db.query<CategoryView>(`${select(lang)} AND parent_id = $1 ORDER BY seq, category_id`, [parentId]));
}

/** The whole tree (a few hundred rows): menus, the filter panel and the sitemap read it; kept until the table changes. */
export function categoryTree(ctx: AppContext, lang: Lang): Promise<CategoryNode[]> {
  return cached(ctx, `categoryTree:${lang}`, async () => ({ value: await readCategoryTree(ctx, lang), tags: [tag.table('category')] }));
}

async function readCategoryTree(ctx: AppContext, lang: Lang): Promise<CategoryNode[]> {
  const rows = normalise(await ctx.db.query<CategoryView>(`${select(lang)} ORDER BY grade, seq, category_id`));
  const byId = new Map<number, CategoryNode>(rows.map((r) => [r.categoryId, { ...r, children: [] }]));
  const roots: CategoryNode[] = [];
  for (const node of byId.values()) {
    const parent = byId.get(node.parentId);
    if (parent) parent.children.push(node);
    else if (node.parentId === 0) roots.push(node);
  }
  return roots;
}

/** A category with its path from the top (breadcrumbs) and its children. */
export async function categoryInfo(ctx: AppContext, lang: Lang, categoryId: number) {
  const path = await categoryPath(ctx, lang, categoryId);
  if (!path.length) throw notFound();
  return { category: path[path.length - 1]!, path, children: await listChildren(ctx, lang, categoryId) };
}

/** Top-level first, the category itself last; empty when it does not exist. */
export async function categoryPath(ctx: AppContext, lang: Lang, categoryId: number): Promise<CategoryView[]> {
  const rows = await ctx.db.query<CategoryView>(
    `WITH RECURSIVE up AS (
       SELECT category_id, parent_id, 0 AS depth FROM category WHERE category_id = $1
       UNION ALL
       SELECT c.category_id, c.parent_id, up.depth + 1 FROM category c JOIN up ON c.category_id = up.parent_id
     )
     SELECT c.category_id AS "categoryId", c.parent_id AS "parentId", c.name_${lang} AS "categoryName", c.pic, c.grade
       FROM up JOIN category c USING (category_id) ORDER BY up.depth DESC`,
    [categoryId],
  );
  return normalise(rows);
}

const tags = ['catalog'];

/** Category lists, the tree, one category with its path. Bodies: contracts/catalog.ts. */
export function registerCategoryRoutes(api: Api, ctx: AppContext): void {
  route(api, c.categories, { tags, summary: 'Child categories of parentId (0 = top level), named by the Locale header' }, async (r) =>
    ok(await listChildren(ctx, langOf(r), r.query.parentId)),
  );
  route(api, c.tree, { tags, summary: 'The whole 3-level category tree' }, async (r) => ok(await categoryTree(ctx, langOf(r))));
  route(api, c.category, { tags, summary: 'A category with its path (breadcrumbs) and children' }, async (r) =>
    ok(await categoryInfo(ctx, langOf(r), r.query.categoryId)),
  );
}
