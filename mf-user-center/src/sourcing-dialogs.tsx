import { useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@mall/shared/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import i18next from 'i18next';
import {
  addNamespace,
  bus,
  isLoggedIn,
  takeSignInIntent,
  useLocaleStore,
  useSessionStore,
  type ContactSupplier,
  type QuickQuotePrefill,
  type SignInIntents,
} from '@mall/shared';
import { ANTD_THEME } from '@mall/shared/ui';
import { InquiryDialog } from './components/sourcing/inquiry-dialog';
import { QuickQuoteDialog, type QuickQuoteDraft } from './components/sourcing/quick-quote-dialog';
import { resources } from './i18n';
import { NAMESPACE } from './namespace';

/**
 * The sourcing dialogs any page can open (`mf_user_center/sourcing-dialogs`, a widget the shell
 * loads on the first `quick-quote` or `contact-supplier` event): the quick quote (a short RFQ) and
 * the inquiry to a supplier. They render in a root of their own with antd's theme and locale, so
 * a light page (no antd) pays for antd only when the buyer opens one. A quick quote left for the
 * login dialog comes back after the reload, with everything typed.
 */
type Open =
  | { kind: 'quick'; prefill?: QuickQuotePrefill; draft?: QuickQuoteDraft }
  | { kind: 'inquiry'; to: ContactSupplier; draft?: Omit<SignInIntents['contact-supplier'], 'to'> }
  | null;

let open: Open = null;
let version = 0;
const listeners = new Set<() => void>();
function show(next: Open): void {
  open = next;
  version++;
  listeners.forEach((l) => l());
}
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

function Dialogs() {
  useSyncExternalStore(subscribe, () => version);
  const locale = useLocaleStore((s) => s.locale);
  const close = () => show(null);
  return (
    <ConfigProvider locale={locale === 'zh_CN' ? zhCN : enUS} theme={ANTD_THEME}>
      <AntApp>
        {open?.kind === 'quick' && <QuickQuoteDialog key={version} prefill={open.prefill} draft={open.draft} onClose={close} />}
        {open?.kind === 'inquiry' && <InquiryDialog key={version} to={open.to} draft={open.draft} onClose={close} />}
      </AntApp>
    </ConfigProvider>
  );
}

let started = false;

export function init(): void {
  if (started) return;
  started = true;
  addNamespace(i18next, NAMESPACE, resources as { en: object; zh_CN: object });
  const host = document.createElement('div');
  host.id = 'sourcing-dialogs';
  document.body.append(host);
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } });
  createRoot(host).render(
    <QueryClientProvider client={client}>
      <Dialogs />
    </QueryClientProvider>,
  );
  bus.on('quick-quote', (prefill) => show({ kind: 'quick', prefill }));
  bus.on('contact-supplier', (to) => show({ kind: 'inquiry', to }));
  // Back from the login dialog: the draft the buyer typed before it, now that they are signed in.
  const kept = useSessionStore.getState().quickQuote as QuickQuoteDraft | null;
  if (kept && isLoggedIn()) show({ kind: 'quick', draft: kept, prefill: kept.prefill });
  // An inquiry the buyer was asked to sign in for, with what they had typed.
  const inquiry = takeSignInIntent('contact-supplier');
  if (inquiry) show({ kind: 'inquiry', to: inquiry.to, draft: { message: inquiry.message, quantity: inquiry.quantity } });
  document.documentElement.dataset.sourcingDialogs = 'ready';
}

export default { init };
