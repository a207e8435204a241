import { App } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { COMMON_NS, showError } from '@mall/shared';
import { NAMESPACE } from '../namespace';

/**
 * The page's way to tell the buyer how an action went: a failed call's message in their language
 * (unless the request client already showed it), a success notice, and a form rule's key worded.
 */
export function useFeedback() {
  const { message } = App.useApp();
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation(COMMON_NS);
  return {
    failed: (err: unknown) => showError(err, (text) => void message.warning(text)),
    done: (key: string, params?: Record<string, unknown>) => void message.success(t(key, params)),
    /** A shared rule's message key (validation.*) in the page's language. */
    rule: (key: string) => tc(key),
  };
}
