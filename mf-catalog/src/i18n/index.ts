import { routeTitles } from '@mall/shared/ui';
import { routes } from '../route-table';
import en from './en.json';
import zh_CN from './zh_CN.json';

/** The namespace's bundles; page titles (`titles.<pageKey>`) come from the route table, written once there. */
export const resources = {
  en: { ...en, titles: routeTitles(routes, 'en') },
  zh_CN: { ...zh_CN, titles: routeTitles(routes, 'zh_CN') },
};
