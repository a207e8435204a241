import { Card } from 'antd';
import { useNavigate } from '@mall/shared/router';
import { QueryStatus, useLocalePath } from '@mall/shared/ui';
import { useCompany, useSaveCompany } from '../api/company';
import { CompanyForm } from '../components/company/company-form';
import { useFeedback } from '../components/feedback';
import { UserCenterPage } from '../components/user-center-page';

/** Edit company information; saved, it shows the company profile. */
export default function EditCompanyInformationPage() {
  const company = useCompany();
  const save = useSaveCompany();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  return (
    <UserCenterPage pageKey="ucCompanyEdit">
      <QueryStatus query={company} rows={10}>
        <Card>
          <CompanyForm
            initial={company.data ?? null}
            saving={save.isPending}
            onSave={(v) =>
              save.mutate(v, {
                onSuccess: () => (feedback.done('company.saved'), navigate(localePath('/user-center/uc-company/view'))),
                onError: feedback.failed,
              })
            }
          />
        </Card>
      </QueryStatus>
    </UserCenterPage>
  );
}
