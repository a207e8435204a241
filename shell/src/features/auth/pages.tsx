import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalePath } from '../../components/locale-link';
import { LoginForm } from './login-form';

/** /login in the login layout: the same form as the dialog, then home. */
export function LoginPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const localePath = useLocalePath();
  return (
    <Card className="auth-card" data-testid="page-login">
      <Typography.Title level={3}>{t('pages.login')}</Typography.Title>
      <LoginForm onSuccess={() => navigate(localePath('/'))} />
    </Card>
  );
}

/** Registration and password reset screens; their flows are built by the accounts work. */
export function RegisterPage() {
  const { t } = useTranslation('shell');
  return (
    <Card className="auth-card" data-testid="page-register">
      <Typography.Title level={3}>{t('pages.register')}</Typography.Title>
    </Card>
  );
}

export function ForgotPasswordPage() {
  const { t } = useTranslation('shell');
  return (
    <Card className="auth-card" data-testid="page-forgot-password">
      <Typography.Title level={3}>{t('pages.forgotPassword')}</Typography.Title>
    </Card>
  );
}
