import { Card, Space } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { QueryStatus } from '@mall/shared/ui';
import { useProfile } from '../api/account';
import { AvatarUpload } from '../components/account/avatar-upload';
import { Bindings } from '../components/account/bindings';
import { ProfileForm } from '../components/account/profile-form';
import { UserCenterPage } from '../components/user-center-page';
import { NAMESPACE } from '../namespace';

/** Account information: avatar, profile fields, and account binding (e-mail, mobile, social sign-in). */
export default function AccountInformationPage() {
  const { t } = useTranslation(NAMESPACE);
  const profile = useProfile();
  const p = profile.data;
  return (
    <UserCenterPage pageKey="ucAccount">
      <QueryStatus query={profile} rows={6}>
        {p && (
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <Card title={t('account.profile')}>
              <Space orientation="vertical" size={24} style={{ width: '100%' }}>
                <AvatarUpload pic={p.pic} name={p.nickName} />
                <ProfileForm profile={p} />
              </Space>
            </Card>
            <Card title={t('account.binding')} data-testid="account-bindings">
              <Bindings />
            </Card>
          </Space>
        )}
      </QueryStatus>
    </UserCenterPage>
  );
}
