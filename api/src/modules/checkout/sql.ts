/**
 * An array parameter that works on both drivers (they serialise JS arrays differently): pass
 * JSON.stringify(list) as $n and use this expression in the SQL.
 */
export const arr = (n: number, type: 'bigint' | 'text' | 'int') => `ARRAY(SELECT jsonb_array_elements_text($${n}::jsonb)::${type})`;

/** int8/numeric columns arrive as strings; amounts here are far below 2^53. */
export const num = (v: unknown): number => (v == null ? 0 : Number(v));
