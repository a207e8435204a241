import {
  getCurrencies,
  getHideSales,
  getLanguages,
  getUnits,
  getWebConfig,
  useCurrencyStore,
  useSiteStore,
  visibleLanguages,
} from '@mall/shared';

/** Currency list before mount (spec section 7); a failure leaves the USD default in place. */
export async function loadCurrencies(): Promise<void> {
  try {
    useCurrencyStore.getState().init(await getCurrencies());
  } catch {
    useCurrencyStore.getState().init([]);
  }
}

/** Web config and units: at start and again on every locale change. */
export async function loadLocalizedConfig(): Promise<void> {
  const [webConfig, units] = await Promise.allSettled([getWebConfig(), getUnits()]);
  useSiteStore.getState().set({
    ...(webConfig.status === 'fulfilled' ? { webConfig: webConfig.value } : {}),
    ...(units.status === 'fulfilled' ? { units: units.value } : {}),
  });
}

/** Language list and the sales switch load once, on app creation. */
export async function loadAppConfig(): Promise<void> {
  const [languages, hideSales] = await Promise.allSettled([getLanguages(), getHideSales()]);
  useSiteStore.getState().set({
    ...(languages.status === 'fulfilled' ? { languages: visibleLanguages(languages.value) } : {}),
    ...(hideSales.status === 'fulfilled' ? { hideSales: hideSales.value } : {}),
  });
}
