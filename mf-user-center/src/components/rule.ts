/** What a shared zod schema offers a form (structurally; the remote does not depend on zod itself). */
interface Rule {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
}

/**
 * An antd Form rule from a shared schema of @mall/shared/schemas (the API parses with the same
 * one): the first failing rule's key, worded by `word`.
 */
export const zodRule = (schema: Rule, word: (key: string) => string) => ({
  validator: async (_: unknown, value: unknown) => {
    const res = schema.safeParse(value);
    if (!res.success) throw new Error(word(res.error.issues[0]?.message ?? 'validation.invalid'));
  },
});
