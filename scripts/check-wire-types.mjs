// One contract (docs/api.md): a wire type is written once, in shared/src/contracts, and imported by
// the API and the remotes. This check fails when a type or schema outside the contracts declares
// one again: by name (an interface/type/schema named like a contract type) or by shape (the same
// field names as a contract object, or nearly). Run by `npm run lint`.
//
//   node scripts/check-wire-types.mjs            # lists what is declared twice, exits 1 if anything
//
// A declaration that only looks like a wire type (a form's state, a database row) says so on the
// line above it: `// wire-types: not a wire type (why)`.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '..');
const CONTRACTS = path.join(ROOT, 'shared/src/contracts');
const SOURCES = [
  'api/src',
  'shared/src',
  'shell/src',
  'mf-catalog/src',
  'mf-shop/src',
  'mf-checkout/src',
  'mf-user-center/src',
  'mf-chat/src',
];
/** Fewer fields than this is too common a shape to judge ({id, name}). */
const MIN_FIELDS = 4;
/** Shapes that share this much of their fields (Jaccard) are one type written twice. */
const SIMILAR = 0.8;

/**
 * Declarations still written twice while their domain moves into the contracts (docs/api.md,
 * "Contract"). The list only shrinks: an entry that no longer matches anything fails the check.
 */
const NOT_YET_MIGRATED = new Set([]);

const isTest = (file) => /__tests__|\.test\.tsx?$|\/testing\//.test(file);
function walk(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(full, out);
    } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

const propName = (name) => (ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : null);
const keysOfMembers = (members) => members.filter((m) => m.name && propName(m.name)).map((m) => propName(m.name));

/** `z.object({...})`, `x.extend({...})`, `x.pick/omit(...)` under a const: its field names, resolved against earlier consts of the file. */
function keysOfZod(expr, known) {
  if (!expr) return null;
  if (ts.isIdentifier(expr)) return known.get(expr.text) ?? null;
  if (ts.isCallExpression(expr) && ts.isPropertyAccessExpression(expr.expression)) {
    const method = expr.expression.name.text;
    const arg = expr.arguments[0];
    const literal = arg && ts.isObjectLiteralExpression(arg) ? arg.properties.map((p) => p.name && propName(p.name)).filter(Boolean) : null;
    if (method === 'object' && ts.isIdentifier(expr.expression.expression) && expr.expression.expression.text === 'z') return literal;
    const base = keysOfZod(expr.expression.expression, known);
    if (method === 'extend' && base && literal) return [...new Set([...base, ...literal])];
    if (method === 'pick' && literal) return literal;
    if (method === 'omit' && base && literal) return base.filter((k) => !literal.includes(k));
    // .describe(), .nullable(), .meta(), .refine(), .superRefine(): the same shape
    if (base && ['describe', 'nullable', 'optional', 'meta', 'refine', 'superRefine', 'strict', 'passthrough'].includes(method))
      return base;
  }
  return null;
}

function isExempt(sf, node) {
  const lines = sf.text.slice(0, node.getStart(sf)).split('\n');
  return /wire-types: not a wire type/.test(lines.at(-2) ?? '') || /wire-types: not a wire type/.test(lines.at(-1) ?? '');
}

/** Every named shape a file declares: interfaces, object type aliases, zod object schemas. */
function declarations(file) {
  const sf = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const out = [];
  const known = new Map();
  const visit = (node) => {
    const line = () => sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
    if (ts.isInterfaceDeclaration(node)) {
      out.push({ name: node.name.text, keys: keysOfMembers(node.members), line: line(), exempt: isExempt(sf, node) });
    } else if (ts.isTypeAliasDeclaration(node)) {
      const keys = ts.isTypeLiteralNode(node.type) ? keysOfMembers(node.type.members) : [];
      out.push({ name: node.name.text, keys, line: line(), exempt: isExempt(sf, node), alias: true });
    } else if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) {
      const keys = keysOfZod(node.initializer, known);
      if (keys) {
        known.set(node.name.text, keys);
        out.push({ name: node.name.text, keys, line: line(), exempt: isExempt(sf, node), schema: true });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

const rel = (file) => path.relative(ROOT, file);
const typeName = (name) => name.replace(/Schema$/, '').replace(/^./, (c) => c.toUpperCase());

// The contract: names and shapes declared in shared/src/contracts.
const contractFiles = walk(CONTRACTS);
const contractNames = new Map();
const contractShapes = [];
for (const file of contractFiles) {
  for (const d of declarations(file)) {
    contractNames.set(typeName(d.name), `${rel(file)}:${d.line}`);
    if (d.keys.length >= MIN_FIELDS) contractShapes.push({ ...d, where: `${rel(file)}:${d.line}` });
  }
}

const similarity = (a, b) => {
  const sa = new Set(a);
  const shared = b.filter((k) => sa.has(k)).length;
  return { shared, ratio: shared / new Set([...a, ...b]).size };
};

const found = [];
for (const dir of SOURCES) {
  for (const file of walk(path.join(ROOT, dir))) {
    if (file.startsWith(CONTRACTS) || isTest(file)) continue;
    for (const d of declarations(file)) {
      if (d.exempt) continue;
      const where = `${rel(file)}:${d.line} ${d.name}`;
      const sameName = contractNames.get(typeName(d.name));
      // A type alias of another type (`type X = z.infer<...>`, `type X = Y`) names, it does not declare.
      if (sameName && (d.keys.length > 0 || !d.alias)) {
        found.push({ where, id: `${rel(file)} ${d.name}`, why: `named like the contract's ${typeName(d.name)} (${sameName})` });
        continue;
      }
      if (d.keys.length < MIN_FIELDS) continue;
      for (const c of contractShapes) {
        const { shared, ratio } = similarity(d.keys, c.keys);
        if (ratio >= SIMILAR && shared >= MIN_FIELDS) {
          found.push({ where, id: `${rel(file)} ${d.name}`, why: `the shape of ${c.name} (${c.where}): ${shared} fields in common` });
          break;
        }
      }
    }
  }
}

const fresh = found.filter((f) => !NOT_YET_MIGRATED.has(f.id));
const stale = [...NOT_YET_MIGRATED].filter((id) => !found.some((f) => f.id === id));
for (const f of fresh) console.error(`✗ ${f.where}: ${f.why}`);
for (const id of stale) console.error(`✗ scripts/check-wire-types.mjs: "${id}" is migrated, take it off NOT_YET_MIGRATED`);
if (fresh.length || stale.length) {
  console.error(
    `\n${fresh.length} wire type(s) declared outside shared/src/contracts: import them from @mall/shared/contracts (docs/api.md).`,
  );
  process.exit(1);
}
console.log(`wire types: ${contractShapes.length} contract shapes, none declared twice (${NOT_YET_MIGRATED.size} not migrated yet)`);
