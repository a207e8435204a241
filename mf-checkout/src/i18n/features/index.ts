import helpEn from './help.en.json';
import helpZh from './help.zh_CN.json';
import returnsEn from './returns.en.json';
import returnsZh from './returns.zh_CN.json';
import sandboxEn from './sandbox.en.json';
import sandboxZh from './sandbox.zh_CN.json';
import walkthroughEn from './walkthrough.en.json';
import walkthroughZh from './walkthrough.zh_CN.json';

/** Feature bundles: each feature owns one file per locale; keys are merged at the top level. */
export const features = {
  en: { ...returnsEn, ...sandboxEn, ...walkthroughEn, ...helpEn },
  zh_CN: { ...returnsZh, ...sandboxZh, ...walkthroughZh, ...helpZh },
};
