import { RESPONSE_CODES, type Locale } from '@mall/shared';
import { BizError, translate } from '../../http/envelope';

/** Upload errors: the shared `validation.*` wording where it exists, else this module's own. */
const en = {
  unknownPurpose: 'Unknown upload purpose',
  linkInvalid: 'This upload link is invalid, used or expired. Please choose the file again.',
  fileMissing: 'The file was not uploaded. Please upload it again.',
  fileNotYours: 'This file cannot be used here. Please upload it again.',
};
type Key = keyof typeof en;
const zh_CN: Record<Key, string> = {
  unknownPurpose: '未知的上传用途',
  linkInvalid: '上传链接无效、已使用或已过期，请重新选择文件',
  fileMissing: '文件未上传成功，请重新上传',
  fileNotYours: '该文件不能在此使用，请重新上传',
};
const TEXT: Record<Locale, Record<Key, string>> = { en, zh_CN };

export class UploadError extends BizError {
  constructor(
    readonly key: Key | `validation.${string}`,
    code: string = RESPONSE_CODES.SHOW_FAIL,
  ) {
    super(code, key);
    this.name = 'UploadError';
  }

  override messageFor(locale: Locale): string {
    return this.key in en ? TEXT[locale][this.key as Key] : translate(this.key, locale);
  }
}
