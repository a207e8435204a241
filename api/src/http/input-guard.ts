import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RESPONSE_CODES } from '@mall/shared';
import { ModuleError } from './messages';

/**
 * One guard in front of every API route, whatever schema the route has (or none): it walks the
 * query, the path parameters and a JSON body, and refuses with A00014, naming the field:
 * - text with a NUL or another control character (C0, DEL, C1); tab and line breaks only in fields
 *   that hold free text (descriptions, remarks, messages...);
 * - a number that is not finite, or an integer beyond the 32-bit column range (beyond 2^53 for
 *   the fields that hold money, sizes or timestamps, which are bigint columns);
 * - a digit string in the query or path longer than any column can hold (except digit codes:
 *   order numbers, phone numbers...).
 * What passes can still be wrong; the route's own schema says so. What this refuses would otherwise
 * reach PostgreSQL as an error (HTTP 500) or be stored.
 */
const INT32_MAX = 2_147_483_647;
/** Free-text fields: tab, CR and LF are allowed in them (a multi-line textarea). */
const MULTILINE =
  /(desc|description|content|intro|introduction|remarks?|message|note|notes|reason|requirements?|text|comment|scope|brief|address)$/i;
/** Number fields backed by bigint columns (money in minor units, byte sizes, epoch times). */
const WIDE_INTEGER = /(amount|price|budget|capital|total|balance|size|timestamp|time|exp|revenue)$/i;
/** Digit strings that are codes, not numbers: any length the route's schema allows. */
const DIGIT_CODE = /(number|numbers|sn|no|mobile|phone|code|postcode|tel|token|sig|uuid)$/i;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const MAX_DEPTH = 12;

export type InputProblem = { field: string; kind: 'control' | 'range' };

/** The last name in a path ('orderItem.count' -> 'count', 'basketIds[2]' -> 'basketIds'). */
const leaf = (field: string) =>
  field
    .replace(/\[\d+\]$/, '')
    .split('.')
    .pop() ?? field;

function checkString(field: string, value: string, fromUrl: boolean): InputProblem | null {
  const pattern = MULTILINE.test(leaf(field)) ? CONTROL_EXCEPT_LINES : CONTROL;
  if (pattern.test(value)) return { field, kind: 'control' };
  // A query or path value is always text; a long digit run there goes to an integer column.
  if (fromUrl && /^-?\d{16,}$/.test(value) && !DIGIT_CODE.test(leaf(field))) return { field, kind: 'range' };
  return null;
}

function checkNumber(field: string, value: number): InputProblem | null {
  if (!Number.isFinite(value)) return { field, kind: 'range' };
  if (!Number.isInteger(value)) return null;
  const max = WIDE_INTEGER.test(leaf(field)) ? Number.MAX_SAFE_INTEGER : INT32_MAX;
  return Math.abs(value) > max ? { field, kind: 'range' } : null;
}

/** The first unsafe value in a parsed input, or null. */
export function findUnsafeInput(value: unknown, field: string, fromUrl = false, depth = 0): InputProblem | null {
  if (typeof value === 'string') return checkString(field, value, fromUrl);
  if (typeof value === 'number') return checkNumber(field, value);
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  // Raw bodies (uploads, text forms) are not JSON input.
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnsafeInput(value[i], `${field}[${i}]`, fromUrl, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, inner] of Object.entries(value)) {
    const name = field ? `${field}.${key}` : key;
    if (CONTROL.test(key)) return { field: name.replace(CONTROL, '?'), kind: 'control' };
    const found = findUnsafeInput(inner, name, fromUrl, depth + 1);
    if (found) return found;
  }
  return null;
}

export function inputProblemOf(request: FastifyRequest): InputProblem | null {
  return (
    findUnsafeInput(request.params, '', true) ??
    findUnsafeInput(request.query, '', true) ??
    (typeof request.body === 'object' ? findUnsafeInput(request.body, '') : null)
  );
}

/** The refusal: A00014, in the caller's language, naming the field. */
export const inputError = (p: InputProblem) =>
  new ModuleError('common', p.kind === 'control' ? 'validation.controlCharacters' : 'validation.numberOutOfRange', {
    code: RESPONSE_CODES.INVALID_ARGUMENT,
    params: { field: p.field },
  });

/** Installs the guard on a scope (the API's): a preValidation hook, so it runs after parsing and before any route schema. */
export function installInputGuard(scope: FastifyInstance): void {
  scope.addHook('preValidation', async (request) => {
    const problem = inputProblemOf(request);
    if (problem) throw inputError(problem);
  });
}
