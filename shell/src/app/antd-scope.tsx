/** antd's theme and locale, loaded only by pages that use antd (one definition, in @mall/shared). */
export { default } from '@mall/shared/ui/antd-scope';
