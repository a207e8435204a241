/** Helpers every light-kit component shares. */
export const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');
export type Data = { [key: `data-${string}`]: string | number | boolean | undefined };
export type Size = 'small' | 'middle' | 'large';

/**
 * A key press that belongs to an IME composition, the Enter that ends one included (Chinese
 * typed by pinyin): it must not submit or pick. Safari reports that Enter after `compositionend`
 * with `isComposing` false, but as keyCode 229.
 */
export const isComposingKey = (e: { nativeEvent: { isComposing: boolean }; keyCode: number }): boolean =>
  e.nativeEvent.isComposing || e.keyCode === 229;
