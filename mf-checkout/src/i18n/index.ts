import { routeTitles } from '@mall/shared/ui';
import { routes } from '../route-table';
import en from './en.json';
import zh_CN from './zh_CN.json';
import { features } from './features';

/**
 * The namespace's bundles: the remote's own (`en.json`) plus one pair per feature
 * (`features/<feature>.<locale>.json`, merged at the top level, so parallel work on different
 * features never edits the same file). Page titles (`titles.<pageKey>`) come from the route table.
 */
export const resources = {
  en: { ...en, ...features.en, titles: routeTitles(routes, 'en') },
  zh_CN: { ...zh_CN, ...features.zh_CN, titles: routeTitles(routes, 'zh_CN') },
};
