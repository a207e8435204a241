import { Button, Card, Empty, Space } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { LocaleLink, QueryStatus } from '@mall/shared/ui';
import { useCompany } from '../api/company';
import { CompanyDetails } from '../components/company/company-details';
import { UserCenterPage } from '../components/user-center-page';
import { NAMESPACE } from '../namespace';

/** Company information: the profile at a glance, with links to the full profile and the edit form. */
export default function CompanyInformationPage() {
  const { t } = useTranslation(NAMESPACE);
  const company = useCompany();
  return (
    <UserCenterPage pageKey="ucCompany">
      <QueryStatus query={company}>
        {company.data ? (
          <Card
            extra={
              <Space>
                <LocaleLink to="/user-center/uc-company/view" data-testid="company-view-link">
                  {t('company.viewProfile')}
                </LocaleLink>
                <LocaleLink to="/user-center/uc-company/edit" data-testid="company-edit-link">
                  <Button type="primary">{t('company.edit')}</Button>
                </LocaleLink>
              </Space>
            }
          >
            <CompanyDetails c={company.data} full={false} />
          </Card>
        ) : (
          <Empty description={t('company.empty')} data-testid="company-empty">
            <LocaleLink to="/user-center/uc-company/edit">
              <Button type="primary" data-testid="company-fill">
                {t('company.fill')}
              </Button>
            </LocaleLink>
          </Empty>
        )}
      </QueryStatus>
    </UserCenterPage>
  );
}
