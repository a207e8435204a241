/** Helpers every light-kit component shares. */
export const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');
export type Data = { [key: `data-${string}`]: string | number | boolean | undefined };
export type Size = 'small' | 'middle' | 'large';
