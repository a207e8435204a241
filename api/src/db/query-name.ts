import { createHash } from 'node:crypto';

const LEADING_COMMENT = /^\s*\/\*\s*([\w.:-]{1,80})\s*\*\//;
const VERB = /^\s*(?:WITH\b[\s\S]*?\)\s*)?(SELECT|INSERT|UPDATE|DELETE|WITH)\b/i;
const TABLE = /\b(?:FROM|INTO|UPDATE)\s+([a-z_][\w.]*)/i;

/**
 * The name of a statement in the slow-query log: its leading comment when it has one
 * (`/* catalog.search *\/ SELECT ...`), otherwise its verb, first table and a short fingerprint of
 * its text, so the same statement always gets the same name (`select product #3fa2c1`).
 */
export function queryName(sql: string): string {
  const named = LEADING_COMMENT.exec(sql);
  if (named) return named[1]!;
  const verb = (VERB.exec(sql)?.[1] ?? 'sql').toLowerCase();
  const table = TABLE.exec(sql)?.[1]?.toLowerCase() ?? '';
  const print = createHash('sha1').update(sql.replace(/\s+/g, ' ').trim()).digest('hex').slice(0, 6);
  return [verb, table, `#${print}`].filter(Boolean).join(' ');
}
