/**
 * The storefront's colours, once: the light kit's sheet, the shell's CSS variables and antd's
 * theme (shell/src/app/antd-scope.tsx) all take them from here, so a page on either kit looks the
 * same. Text colours meet WCAG AA on white and on the light tints the pages use (4.5:1 or more).
 */
export const COLOR = {
  /** Brand red: buttons, links, prices in lists (5.9:1 on white; white text on it too). */
  primary: '#c8102e',
  primaryHover: '#a50d26',
  /** Light tint of the brand for selected and hovered backgrounds. */
  primaryBg: '#fff1f0',
  text: 'rgba(0,0,0,.88)',
  /** Secondary text: captions, meta lines, breadcrumbs (5.7:1; antd's rgba(0,0,0,.45) is 3.4:1). */
  textSecondary: '#666666',
  /** Disabled controls only (exempt from the contrast rule). */
  textDisabled: 'rgba(0,0,0,.25)',
  border: '#d9d9d9',
  divider: '#f0f0f0',
  price: '#d4380d',
  info: '#0958d9',
  success: '#237804',
  warning: '#874d00',
  /** Gold tags (member level, platform coupons, refund progress): dark gold text, AA on the tag's light tint. */
  gold: '#874d00',
  error: '#cf1322',
  /** Footer text on its dark background (#222): 9.6:1. */
  footerText: '#cccccc',
} as const;

export const RADIUS = 4;

/**
 * A link in a list of links (category lists, the site map): a 24 px high target (WCAG 2.2 target
 * size), where a plain line of text would be 22 px and touch its neighbours.
 */
export const TAP_TARGET = { display: 'inline-block', minHeight: 24, lineHeight: '24px' } as const;

/** antd's theme tokens from the same colours. */
export const ANTD_TOKENS = {
  colorPrimary: COLOR.primary,
  colorLink: COLOR.primary,
  colorLinkHover: COLOR.primaryHover,
  colorInfo: COLOR.info,
  colorSuccess: COLOR.success,
  colorWarning: COLOR.warning,
  colorError: COLOR.error,
  colorTextSecondary: COLOR.textSecondary,
  colorTextTertiary: COLOR.textSecondary,
  colorTextDescription: COLOR.textSecondary,
  colorTextPlaceholder: '#767676',
  colorTextQuaternary: '#757575',
  colorTextDisabled: '#757575',
  colorWarningText: COLOR.warning,
  colorErrorText: COLOR.error,
  colorSuccessText: COLOR.success,
  colorInfoText: COLOR.info,
  borderRadius: RADIUS,
} as const;

/** The same colours as CSS variables, for style sheets (the light kit's sheet puts them on :root). */
export const TOKEN_CSS =
  `:root{--ml-primary:${COLOR.primary};--ml-primary-hover:${COLOR.primaryHover};--ml-primary-bg:${COLOR.primaryBg};` +
  `--ml-text:${COLOR.text};--ml-text-secondary:${COLOR.textSecondary};--ml-price:${COLOR.price};--ml-footer-text:${COLOR.footerText}}`;
