import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from '@mall/shared/react-i18n';
import { useLocaleStore, withLocale } from '@mall/shared';
import { useNavigate } from '@mall/shared/router';
import { useShowError } from './email-code-fields';
import { useAuthTranslation } from './i18n';

/**
 * What a multi-step account form (registration, password reset) runs on: the step, a busy flag
 * around a call whose failure is shown once (`run`), a rule's key as a warning, and going to a
 * page in the buyer's language.
 */
export function useAuthSteps() {
  const { t } = useAuthTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const locale = useLocaleStore((s) => s.locale);
  const showFailure = useShowError();
  const [step, setStep] = useState(0);
  const [busy, setBusy] = useState(false);
  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    try {
      await fn();
    } catch (err) {
      showFailure(err);
    } finally {
      setBusy(false);
    }
  };
  return {
    t,
    step,
    setStep,
    busy,
    run,
    warn: (key: string) => void message.warning(t(key, { ns: 'common' })),
    mismatch: () => void message.warning(t('common.mismatch')),
    go: (path: string) => navigate(withLocale(path, locale)),
  };
}

interface Props {
  onBack(): void;
  onSubmit(): void;
  busy: boolean;
  submitText: string;
  /** data-testid prefix: `<prefix>-back`, `<prefix>-submit`. */
  testId: string;
}

/** The last step of a two-step form (registration, password reset): back to the first step, or submit. */
export function StepActions({ onBack, onSubmit, busy, submitText, testId }: Props) {
  const { t } = useTranslation('auth');
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button size="large" onClick={onBack} data-testid={`${testId}-back`}>
        {t('common.back')}
      </Button>
      <Button type="primary" block size="large" loading={busy} onClick={onSubmit} data-testid={`${testId}-submit`}>
        {submitText}
      </Button>
    </div>
  );
}
