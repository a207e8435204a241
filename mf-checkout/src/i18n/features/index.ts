import returnsEn from './returns.en.json';
import returnsZh from './returns.zh_CN.json';

/** Feature bundles: each feature owns one file per locale; keys are merged at the top level. */
export const features = {
  en: { ...returnsEn },
  zh_CN: { ...returnsZh },
};
