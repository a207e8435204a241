/** What a shared zod schema offers a form rule (structurally: the helper needs no zod import). */
export interface SchemaLike {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: readonly { message: string; path: readonly PropertyKey[] }[] } };
}

/** A form rule in antd's shape (`rules={[...]}`): no antd import, so light pages may use it too. */
export interface SchemaRule {
  validator: (rule: unknown, value: unknown) => Promise<void>;
}

export interface SchemaRuleOptions {
  /** The value to parse from the field's (e.g. a date picker's day to 'YYYY-MM-DD'); default: null reads as undefined. */
  map?: (value: unknown) => unknown;
  /**
   * For a field whose rules span the form (a company invoice needs a tax number): `read()` gives
   * the whole object to parse, and only the issues on `field` are shown.
   */
  whole?: { field: string; read: () => unknown };
}

/** A text field left empty reads as '' (so a required text gets its schema's "required" key). */
export const emptyAsText = (value: unknown) => value ?? '';

/**
 * The message key of a shared schema's first failing rule for one value; null when it passes.
 * The form and the API parse the same schema of @mall/shared/schemas, so they agree (docs/api.md).
 */
export function schemaIssue(schema: SchemaLike, value: unknown): string | null {
  const res = schema.safeParse(value ?? undefined);
  return res.success ? null : (res.error.issues[0]?.message ?? 'validation.invalid');
}

/**
 * The one way a form checks a field with a shared schema: an antd rule (`rules={[...]}`) whose
 * error is the first failing rule's message key worded by `word` (the `common` namespace's `t`,
 * or the sourcing text table).
 */
export function schemaRule(schema: SchemaLike, word: (key: string) => string, options: SchemaRuleOptions = {}): SchemaRule {
  const { map = (v) => v, whole } = options;
  return {
    validator: async (_rule, value) => {
      let key: string | null;
      if (whole) {
        const res = schema.safeParse(whole.read());
        key = res.success ? null : (res.error.issues.find((i) => i.path[0] === whole.field)?.message ?? null);
      } else key = schemaIssue(schema, map(value));
      if (key) throw new Error(word(key));
    },
  };
}
