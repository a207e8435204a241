import { Descriptions, Empty } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { NAMESPACE } from '../namespace';

/** A block of labelled facts; labels are `fields.<key>`, missing values are left out. */
export function InfoList({ data, keys, testId }: { data: Record<string, unknown>; keys: readonly string[]; testId: string }) {
  const { t } = useTranslation(NAMESPACE);
  const items = keys
    .filter((k) => data[k] !== undefined && data[k] !== null && data[k] !== '')
    .map((k) => {
      const v = data[k];
      return { key: k, label: t(`fields.${k}`), children: Array.isArray(v) ? v.join(', ') : String(v) };
    });
  if (items.length === 0) return <Empty description={t('noInformation')} />;
  return <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={items} data-testid={testId} />;
}
