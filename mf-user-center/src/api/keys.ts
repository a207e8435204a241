/** The root of every query key of this remote (`['userCenter', <resource>, ...]`). */
export const UC = 'userCenter' as const;

/**
 * The buyer's own figures change on other pages (the payment counter, checkout, product pages):
 * a user-centre page asks again whenever it is shown, instead of the site's 30-second reuse.
 */
export const FRESH = { staleTime: 0 } as const;
