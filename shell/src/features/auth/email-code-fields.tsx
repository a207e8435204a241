import { showError, useCodeCountdown, VERIFICATION_CODE_LENGTH } from '@mall/shared';
import { emailSchema, firstErrorKey } from '@mall/shared/schemas';
import { DemoMailboxLink } from '@mall/shared/ui';
import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useAuthTranslation } from './i18n';

/** Shows a failed call's message unless the request client did (A00001, A00005): useShowError()(err). */
export function useShowError() {
  const { message } = App.useApp();
  return (err: unknown) => showError(err, (text) => message.error(text));
}

/** The e-mail + code fields with the 60-second 'get code' button, shared by registration and reset. */
export function EmailCodeFields(props: {
  prefix: string;
  email: string;
  code: string;
  onEmail: (v: string) => void;
  onCode: (v: string) => void;
  send: (mail: string) => Promise<unknown>;
  onEnter: () => void;
}) {
  const { t } = useAuthTranslation();
  const { message } = App.useApp();
  const showFailure = useShowError();
  const countdown = useCodeCountdown();
  const [sending, setSending] = useState(false);

  const getCode = async () => {
    if (firstErrorKey(emailSchema.safeParse(props.email))) return message.warning(t('validation.correctEmail', { ns: 'common' }));
    setSending(true);
    try {
      await props.send(props.email.trim());
      message.success(t('common.codeSent'));
      countdown.start();
    } catch (err) {
      showFailure(err);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Form.Item label={t('common.email')}>
        <Input
          name="email"
          type="email"
          autoComplete="email"
          placeholder={t('common.emailPlaceholder')}
          value={props.email}
          onChange={(e) => props.onEmail(e.target.value)}
          data-testid={`${props.prefix}-email`}
        />
      </Form.Item>
      <Form.Item label={t('common.code')} extra={<DemoMailboxLink mail={props.email} />}>
        <Input
          name="verificationCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VERIFICATION_CODE_LENGTH}
          placeholder={t('common.codePlaceholder')}
          value={props.code}
          onChange={(e) => props.onCode(e.target.value)}
          onPressEnter={props.onEnter}
          data-testid={`${props.prefix}-code`}
          addonAfter={
            <Button
              type="link"
              size="small"
              loading={sending}
              disabled={countdown.running}
              onClick={getCode}
              data-testid={`${props.prefix}-get-code`}
              style={{ padding: 0 }}
            >
              {countdown.running ? t('common.resend', { seconds: countdown.left }) : t('common.getCode')}
            </Button>
          }
        />
      </Form.Item>
    </>
  );
}
