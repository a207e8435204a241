import { Button, Card, Empty } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { LocaleLink, QueryStatus } from '@mall/shared/ui';
import { useCompany } from '../api/company';
import { CompanyDetails } from '../components/company/company-details';
import { UserCenterPage } from '../components/user-center-page';
import { NAMESPACE } from '../namespace';

/** The company profile in full, read-only. */
export default function CompanyProfilePage() {
  const { t } = useTranslation(NAMESPACE);
  const company = useCompany();
  return (
    <UserCenterPage pageKey="ucCompanyView">
      <QueryStatus query={company} rows={8}>
        {company.data ? (
          <Card
            extra={
              <LocaleLink to="/user-center/uc-company/edit">
                <Button>{t('company.edit')}</Button>
              </LocaleLink>
            }
          >
            <CompanyDetails c={company.data} />
          </Card>
        ) : (
          <Empty description={t('company.empty')}>
            <LocaleLink to="/user-center/uc-company/edit">
              <Button type="primary">{t('company.fill')}</Button>
            </LocaleLink>
          </Empty>
        )}
      </QueryStatus>
    </UserCenterPage>
  );
}
