/** UI pieces several remotes use. Stateful things come from '@mall/shared' so they stay page singletons. */
export { LocaleLink, localizeTo, useLocalePath } from './locale-link';
export { PageScaffold, type PageScaffoldProps } from './page-scaffold';
export { ScaffoldPage, UnderConstruction, type ScaffoldPageProps } from './scaffold-page';
export { NotFoundResult, QueryStatus, type QueryLike } from './query-status';
export { NothingGiven, type NothingGivenProps } from './nothing-given';
export { DevRouteList } from './dev-route-list';
export { fillPath, routeCrumbs, routeTableProblems, routeTitles, type Crumb } from './route-meta';
export { UI_NS, uiResources, useUiTranslation } from './ui-i18n';
export { VoucherPicker, type Voucher } from './voucher-picker';
export { ANTD_THEME } from './antd-theme';
export { pageLinks } from './page-links';
export { afterNextPaint } from './after-paint';
export { DemoMailboxLink } from './demo-mailbox-link';
