/** A change notice of the database (migration 0111_change_notify.sql). */
export interface ChangeNotice {
  table?: string;
  ids?: number[];
  shops?: number[];
  set?: boolean;
  /** With set, for a few products: the list scopes they were and are in (migration 0240); none: every list. */
  scopes?: string[];
  all?: boolean;
  /** A process's own marker (app-cache.ts): every notice committed before it has arrived. */
  sync?: string;
}

/** Tags of cached values, named after what they were read from. */
export const tag = {
  product: (id: number) => `product:${id}`,
  shop: (id: number) => `shop:${id}`,
  /** Lists of products (which products, in which order): new, removed, moved products. */
  productSet: 'product-set',
  /** Lists of shops. */
  shopSet: 'shop-set',
  /** Every cached search and listing page (a set change that names no scopes drops them all). */
  lists: 'lists',
  /** A cached search or listing page of this scope (migration 0240: c<category>, s<shop>, w<two letters>, h<字>). */
  listScope: (scope: string) => `list:${scope}`,
  /** A cached listing with neither keyword, category nor shop: any set change may touch it. */
  listUnscoped: 'list:*',
  /** A small table read as a whole (category, banner, web_config, ...). */
  table: (name: string) => `table:${name}`,
} as const;

/** The tags a notice invalidates; null means everything. */
export function tagsOfNotice(n: ChangeNotice): string[] | null {
  if (n.all) return null;
  if (n.sync) return [];
  // Sessions ended (migration 0193): the session cache's business (accounts/session-cache.ts), no read's.
  if (n.table === 'auth_session') return [];
  if (n.table === 'product') {
    const tags = (n.ids ?? []).map(tag.product);
    for (const s of n.shops ?? []) tags.push(tag.shop(s));
    if (n.set) {
      tags.push(tag.productSet);
      if (n.scopes) tags.push(tag.listUnscoped, ...n.scopes.map(tag.listScope));
      else tags.push(tag.lists);
    }
    return tags;
  }
  if (n.table === 'shop') {
    const tags = (n.ids ?? []).map(tag.shop);
    if (n.set) tags.push(tag.shopSet);
    return tags;
  }
  return n.table ? [tag.table(n.table)] : [];
}

/**
 * The tags of an answer, found in its data: every object with a prodId or shopId is a product or
 * shop the answer shows (cards, suppliers, the product itself). Lists add the set tags themselves.
 */
export function tagsOfData(data: unknown, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(data)) {
    for (const item of data) tagsOfData(item, into);
  } else if (data !== null && typeof data === 'object') {
    const o = data as Record<string, unknown>;
    if (typeof o.prodId === 'number') into.add(tag.product(o.prodId));
    if (typeof o.shopId === 'number') into.add(tag.shop(o.shopId));
    for (const v of Object.values(o)) if (v !== null && typeof v === 'object') tagsOfData(v, into);
  }
  return into;
}
