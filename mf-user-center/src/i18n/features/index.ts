import accountEn from './account.en.json';
import accountZh from './account.zh_CN.json';
import orderActionsEn from './order-actions.en.json';
import orderActionsZh from './order-actions.zh_CN.json';
import returnsEn from './returns.en.json';
import returnsZh from './returns.zh_CN.json';
import sourcingEn from './sourcing.en.json';
import sourcingZh from './sourcing.zh_CN.json';

/** Feature bundles: each feature owns one file per locale; keys are merged at the top level. */
export const features = {
  en: { ...accountEn, ...orderActionsEn, ...returnsEn, ...sourcingEn },
  zh_CN: { ...accountZh, ...orderActionsZh, ...returnsZh, ...sourcingZh },
};
