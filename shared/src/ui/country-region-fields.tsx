import { useQuery } from '@mall/shared/react-query';
import { http, useLocale } from '@mall/shared';
import type { Country } from '@mall/shared/contracts';
import { Button, Field, NativeSelect } from '@mall/shared/ui/lite';
import { useUiTranslation } from './ui-i18n';

/**
 * Countries with their regions and calling codes, in the page's language: read from the API when a
 * form first wants them (GET /countries, about 40 kB gzip, cached), never bundled into a page.
 */
export function useCountries() {
  const locale = useLocale();
  return useQuery({
    queryKey: ['countries', locale],
    queryFn: () => http.data('GET /countries'),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** The country of a list by code. */
export const countryIn = (list: readonly Country[] | undefined, code: string | null | undefined) =>
  code ? list?.find((c) => c.code === code) : undefined;

export interface CountryRegionValue {
  countryCode: string;
  regionCode: string;
  regionName: string;
}

/**
 * The one country and region picker (addresses, the shop application): a country, then one of its
 * first-level regions where it has any; changing the country clears the region. Errors are message
 * keys already worded by the form.
 */
export function CountryRegionFields({
  value,
  onChange,
  countryError,
  regionError,
  testIdPrefix = 'address',
}: {
  value: CountryRegionValue;
  onChange: (next: CountryRegionValue) => void;
  countryError?: string | null;
  regionError?: string | null;
  testIdPrefix?: string;
}) {
  const { t } = useUiTranslation();
  const countries = useCountries();
  if (countries.isError)
    return (
      <div className="ml-field ml-field-invalid" role="alert" data-testid={`${testIdPrefix}-countries-error`}>
        <div className="ml-field-error">{t('address.countriesFailed')}</div>
        <Button size="small" onClick={() => void countries.refetch()}>
          {t('address.retry')}
        </Button>
      </div>
    );
  const list = countries.data ?? [];
  const country = countryIn(list, value.countryCode);
  const choose = { value: '', label: countries.isPending ? t('address.loading') : t('address.choose') };
  return (
    <>
      <Field label={t('address.country')} required error={countryError}>
        {(control) => (
          <NativeSelect
            {...control}
            name="countryCode"
            value={value.countryCode}
            disabled={countries.isPending}
            onChange={(code) => onChange({ countryCode: code, regionCode: '', regionName: '' })}
            options={[choose, ...list.map((c) => ({ value: c.code, label: c.name }))]}
            style={{ width: '100%' }}
            data-testid={`${testIdPrefix}-country`}
          />
        )}
      </Field>
      {country && country.regions.length > 0 && (
        <Field label={t('address.region')} required error={regionError}>
          {(control) => (
            <NativeSelect
              {...control}
              name="regionCode"
              value={value.regionCode}
              onChange={(code) =>
                onChange({ ...value, regionCode: code, regionName: country.regions.find((r) => r.code === code)?.name ?? '' })
              }
              options={[{ value: '', label: t('address.choose') }, ...country.regions.map((r) => ({ value: r.code, label: r.name }))]}
              style={{ width: '100%' }}
              data-testid={`${testIdPrefix}-region`}
            />
          )}
        </Field>
      )}
    </>
  );
}
