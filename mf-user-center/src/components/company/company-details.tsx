import { Avatar, Descriptions, Space, Tag, Typography } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { formatDate, resolveImage, useLocale } from '@mall/shared';
import type { CompanyView } from '@mall/shared/contracts';
import { NAMESPACE } from '../../namespace';

/** Every Company field of spec section 3, read-only ("—" where not given). */
export function CompanyDetails({ c, full = true }: { c: CompanyView; full?: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useLocale();
  const dash = (v: string | null | undefined) => (v ? v : '—');
  const tags = (list: string[], prefix?: string) =>
    list.length ? (
      <Space wrap>
        {list.map((v) => (
          <Tag key={v}>{prefix ? t(`${prefix}.${v}`) : v}</Tag>
        ))}
      </Space>
    ) : (
      '—'
    );
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="company-details">
      <Space size={16} align="center">
        <Avatar shape="square" size={64} src={c.logo ? resolveImage(c.logo) : undefined} alt={t('company.logo')}>
          {c.companyName.slice(0, 1)}
        </Avatar>
        <div>
          <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }} data-testid="company-name">
            {c.companyName}
          </Typography.Title>
          <Typography.Text type="secondary">{t(`company.businessTypes.${c.businessType}`)}</Typography.Text>
        </div>
      </Space>
      {c.intro && <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{c.intro}</Typography.Paragraph>}
      {full && (
        <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label={t('company.establishedDate')}>
            {c.establishedDate ? formatDate(`${c.establishedDate}T12:00:00`, locale) : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('company.employeeCount')}>
            {c.employeeCount ? t(`company.employees.${c.employeeCount}`) : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('company.annualRevenue')}>
            {c.annualRevenue ? t(`company.revenues.${c.annualRevenue}`) : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('company.trademark')}>{dash(c.trademark)}</Descriptions.Item>
          <Descriptions.Item label={t('company.website')}>
            {c.website ? (
              <a href={c.website} target="_blank" rel="noopener noreferrer nofollow">
                {c.website}
              </a>
            ) : (
              '—'
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('company.timeZone')}>{c.timeZone}</Descriptions.Item>
          <Descriptions.Item label={t('company.address')}>{dash(c.address)}</Descriptions.Item>
          <Descriptions.Item label={t('company.zip')}>{dash(c.zip)}</Descriptions.Item>
          <Descriptions.Item label={t('company.taxNumber')}>{dash(c.taxNumber)}</Descriptions.Item>
          <Descriptions.Item label={t('company.mainProducts')}>{tags(c.mainProducts)}</Descriptions.Item>
          <Descriptions.Item label={t('company.salesPlatforms')} span={2}>
            {tags(c.salesPlatforms, 'company.platforms')}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Space>
  );
}
