/**
 * The shared client's one "already shown" rule (docs/api.md "Client calls"): A00001, A00004,
 * A00005 and network failures are shown by the client; a page words every other refusal.
 */
export { alreadyShown, errorText } from '@mall/shared';
