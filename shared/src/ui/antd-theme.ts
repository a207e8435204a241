import { ANTD_TOKENS } from './tokens';

/**
 * antd's theme for every antd island (the shell's scope, dialogs mounted by remotes): the tokens
 * come from the one colour source, shared/src/ui/tokens.ts, so antd matches the light kit.
 */
export const ANTD_THEME = { token: ANTD_TOKENS } as const;
