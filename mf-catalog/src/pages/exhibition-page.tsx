import { Typography } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { LocaleLink, QueryStatus } from '@mall/shared/ui';
import { useExhibitions } from '../api/catalog';
import { CatalogPage } from '../components/catalog-page';
import { ExhibitionCards } from '../components/exhibition-list';
import { NAMESPACE } from '../namespace';

/** Exhibitions: what is on now and what comes next. */
export default function ExhibitionPage() {
  const { t } = useTranslation(NAMESPACE);
  const now = useExhibitions({ state: 1, size: 6 });
  const next = useExhibitions({ state: 0, size: 6 });
  return (
    <CatalogPage pageKey="exhibition">
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {t('exhibition.state.1')}
      </Typography.Title>
      <QueryStatus query={now}>
        <ExhibitionCards items={now.data?.records ?? []} />
      </QueryStatus>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>
        {t('exhibition.state.0')}
      </Typography.Title>
      <QueryStatus query={next}>
        <ExhibitionCards items={next.data?.records ?? []} />
      </QueryStatus>
      <div style={{ marginTop: 24 }}>
        <LocaleLink to="/exhibition/list">{t('exhibition.all')}</LocaleLink>
      </div>
    </CatalogPage>
  );
}
