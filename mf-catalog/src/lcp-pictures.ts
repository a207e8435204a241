/**
 * How the catalogue shows its pages' largest pictures (each page's LCP element): the components
 * render them so, and the route table publishes them (`lcpPicture`) for the site server's preload
 * of a page without a first view. One place, so the preload always picks the <img>'s candidate.
 */
export const PRODUCT_PICTURE = { shownWidth: 500, sizes: '(max-width: 768px) 100vw, 500px' } as const;
export const HOME_BANNER = { shownWidth: 660, sizes: '(max-width: 768px) 100vw, 660px' } as const;
