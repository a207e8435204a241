import { Card, Typography } from '@mall/shared/ui/lite';
import { useTranslation } from '@mall/shared/react-i18n';
import { redirectPathOr } from '@mall/shared';
import { useNavigate, useSearchParams } from '@mall/shared/router';
import { useLocalePath } from '../../components/locale-link';
import { LoginForm } from './login-form';

/**
 * /login in the login layout: the same form as the dialog, then `?redirect=` when it is a page of
 * this site (the one redirect rule of @mall/shared, as the API applies to returnUrl), else home.
 * On the light kit like the dialog: the sign-in page loads no antd.
 */
export function LoginPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [params] = useSearchParams();
  return (
    <Card className="auth-card" data-testid="page-login">
      <Typography.Title level={3}>{t('pages.login')}</Typography.Title>
      <LoginForm onSuccess={() => navigate(redirectPathOr(params.get('redirect'), localePath('/'), window.location.origin))} />
    </Card>
  );
}
