/** This remote's i18next namespace. */
export const NAMESPACE = 'checkout';
