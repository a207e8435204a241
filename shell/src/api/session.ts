import { http } from '@mall/shared';

/**
 * The header's session call (contracts/accounts.ts), apart from auth.ts so the page's first
 * bundle does not carry the sign-in code (and its cipher).
 */

/** Ends the session on the server (the shell clears it locally whatever the answer). */
export const logOut = () => http.data('POST /logOut');
