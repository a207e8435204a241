import { Input, Pagination, Radio, Space } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { useSearchParams } from '@mall/shared/router';
import { QueryStatus } from '@mall/shared/ui';
import { useExhibitions } from '../api/catalog';
import { CatalogPage } from '../components/catalog-page';
import { ExhibitionCards } from '../components/exhibition-list';
import { NAMESPACE } from '../namespace';

/** Exhibition list with filters: state (not started / in progress / ended) and keyword. */
export default function ExhibitionListPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params, setParams] = useSearchParams();
  const stateParam = params.get('state');
  const state = stateParam === '0' || stateParam === '1' || stateParam === '2' ? Number(stateParam) : undefined;
  const keyword = params.get('keyword') ?? undefined;
  const current = Number(params.get('current') ?? 1) || 1;
  const list = useExhibitions({ state, keyword, current, size: 12 });
  const set = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    next.delete('current');
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next);
  };
  return (
    <CatalogPage pageKey="exhibitionList">
      <Space wrap style={{ marginBottom: 16 }}>
        <Radio.Group
          value={stateParam ?? 'all'}
          onChange={(e) => set({ state: e.target.value === 'all' ? undefined : String(e.target.value) })}
          data-testid="exhibition-filter"
        >
          <Radio.Button value="all">{t('exhibition.allStates')}</Radio.Button>
          {[0, 1, 2].map((s) => (
            <Radio.Button key={s} value={String(s)}>
              {t(`exhibition.state.${s}`)}
            </Radio.Button>
          ))}
        </Radio.Group>
        <Input.Search
          defaultValue={keyword}
          allowClear
          placeholder={t('exhibition.keyword')}
          onSearch={(v) => set({ keyword: v.trim() || undefined })}
          style={{ width: 260 }}
        />
      </Space>
      <QueryStatus query={list} rows={6}>
        <ExhibitionCards items={list.data?.records ?? []} />
        {list.data ? (
          <Pagination
            style={{ marginTop: 24, textAlign: 'center' }}
            current={list.data.current}
            pageSize={list.data.size}
            total={list.data.total}
            showSizeChanger={false}
            onChange={(c) => {
              const next = new URLSearchParams(params);
              next.set('current', String(c));
              setParams(next);
            }}
          />
        ) : null}
      </QueryStatus>
    </CatalogPage>
  );
}
