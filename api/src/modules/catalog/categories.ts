import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { cached, tag } from '../../cache';
import type { AppContext } from '../../context';
import { ok, parse } from '../../http/envelope';
import { idParam, langOf, notFound, num, type Lang } from './catalog-common';

import type { CategoryNode, CategoryView } from '@mall/shared/contracts';
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
  if (!path.length) throw notFound(lang);
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

const parentQuery = z.object({ parentId: z.coerce.number({ error: 'validation.invalid' }).int().min(0, 'validation.invalid').default(0) });
const idQuery = z.object({ categoryId: idParam });
const tags = ['catalog'];

export function registerCategoryRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get(
    '/category/categoryInfo',
    { schema: { tags, summary: 'Child categories of parentId (0 = top level), named by the Locale header' } },
    async (request) => {
      const { parentId } = parse(parentQuery, request.query);
      return ok(await listChildren(ctx, langOf(request), parentId));
    },
  );
  api.get('/category/tree', { schema: { tags, summary: 'The whole 3-level category tree' } }, async (request) =>
    ok(await categoryTree(ctx, langOf(request))),
  );
  api.get('/category/info', { schema: { tags, summary: 'A category with its path (breadcrumbs) and children' } }, async (request) => {
    const { categoryId } = parse(idQuery, request.query);
    return ok(await categoryInfo(ctx, langOf(request), categoryId));
  });
}
