/**
 * react-i18next as every part uses it: one copy per page, reached through this module, which
 * Module Federation shares as a singleton (`@mall/shared/react-i18n`), like the router
 * (./router.ts). Shared whole, react-i18next is 11.5 kB gzip (29 kB to parse) on every page;
 * through this module the bundler keeps what is exported here, about 3.5 kB.
 *
 * Application code imports from here, never from 'react-i18next' (ESLint enforces it): a part that
 * imported it directly would get its own copy, which has no i18next instance (initReactI18next is
 * called on the shell's copy) and shows translation keys. Tests may import react-i18next: it is
 * the same module there.
 */
export { initReactI18next, useTranslation } from 'react-i18next';
