import { getConfig, localeFromPath, withLocale } from '@mall/shared';
import { Button, Result, Typography } from '@mall/shared/ui/lite';
import { useTranslation } from '@mall/shared/react-i18n';
import { isRouteErrorResponse, useRouteError } from '@mall/shared/router';
import { NotFoundPage } from './not-found';

/** Any other error: status, message, and the stack only outside production. */
export function ErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation('shell');
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const messageText = isRouteErrorResponse(error) ? error.statusText : error instanceof Error ? error.message : String(error);
  const stack = !getConfig().production && error instanceof Error ? error.stack : undefined;
  const home = withLocale('/', localeFromPath(location.pathname));
  return (
    <Result
      status="error"
      data-testid="error-page"
      title={t('error.title')}
      subTitle={
        <>
          <div data-testid="error-status">{t('error.status', { status })}</div>
          <div>{messageText}</div>
        </>
      }
      extra={
        <>
          <Button type="primary" href={home}>
            {t('error.backHome')}
          </Button>
          {stack && (
            <Typography.Paragraph>
              <pre className="error-stack">{stack}</pre>
            </Typography.Paragraph>
          )}
        </>
      }
    />
  );
}
