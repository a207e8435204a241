import { useSiteStore } from '@mall/shared';
import { Button } from '@mall/shared/ui/lite';
import { useTranslation } from '@mall/shared/react-i18n';
import { useAuthTranslation } from './i18n';

/** A provider the web config lists (`socialLoginList`); none by default. */
export interface SocialLoginProvider {
  type: string;
  name: string;
  /** Where the provider's sign-in starts (http(s) or a same-site path). */
  url: string;
}

const safeUrl = (url: unknown): url is string => typeof url === 'string' && /^(https?:\/\/|\/(?!\/))/.test(url);

export function configuredProviders(list: unknown): SocialLoginProvider[] {
  if (!Array.isArray(list)) return [];
  return list.filter(
    (p): p is SocialLoginProvider => Boolean(p) && typeof p.type === 'string' && typeof p.name === 'string' && safeUrl(p.url),
  );
}

/** Social sign-in buttons, shown only when the site configuration lists providers. */
export function SocialSignIn() {
  const { t: tShell } = useTranslation('shell');
  const { t } = useAuthTranslation();
  const providers = configuredProviders(useSiteStore((s) => s.webConfig?.socialLoginList));
  if (providers.length === 0) return null;
  return (
    <div data-testid="social-sign-in">
      <div className="login-or" role="separator">
        {tShell('login.or')}
      </div>
      <div className="login-social">
        {providers.map((p) => (
          <Button key={p.type} block onClick={() => window.location.assign(p.url)} data-testid={`social-${p.type}`}>
            {t('social.continueWith', { name: p.name })}
          </Button>
        ))}
      </div>
    </div>
  );
}
