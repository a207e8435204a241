import { useTranslation } from '@mall/shared/react-i18n';
import { showError } from '@mall/shared';
import { toast } from '@mall/shared/ui/lite';
import { NAMESPACE } from '../namespace';

/**
 * useFeedback (./feedback.ts) for the light pages (overview, my orders): the same notices as the
 * shell's toasts, without antd's App context, so these pages never load antd.
 */
export function useLiteFeedback() {
  const { t } = useTranslation(NAMESPACE);
  return {
    failed: (err: unknown) => showError(err, (text) => toast.warning(text)),
    done: (key: string, params?: Record<string, unknown>) => toast.success(t(key, params)),
  };
}
