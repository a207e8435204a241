import { useState } from 'react';
import { Button, Empty, Form, Input, List, Modal, Space, Tag, Typography } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { PHONE_DIGITS, useCodeCountdown, VERIFICATION_CODE_LENGTH, schemaRule } from '@mall/shared';
import { emailSchema, loginPasswordFieldSchema, mobileSchema, verificationCodeSchema } from '@mall/shared/schemas';
import { DemoMailboxLink, QueryStatus } from '@mall/shared/ui';
import { sendBindCode, useBindings, useBindMail, useBindMobile, useUnbindMail, useUnbindSocial } from '../../api/account';
import { NAMESPACE } from '../../namespace';
import { useFeedback } from '../feedback';

type Channel = 'mail' | 'mobile';

/** Binds a new e-mail or mobile: the code goes to the new address or number and proves it. */
function BindModal({ channel, onClose }: { channel: Channel; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const feedback = useFeedback();
  const [form] = Form.useForm<{ target: string; code: string }>();
  const countdown = useCodeCountdown();
  const [sending, setSending] = useState(false);
  const bindMail = useBindMail();
  const bindMobile = useBindMobile();
  const saving = bindMail.isPending || bindMobile.isPending;
  const target = Form.useWatch('target', form);
  const targetRule = schemaRule(channel === 'mail' ? emailSchema : mobileSchema, feedback.rule);

  const send = async () => {
    try {
      const { target } = await form.validateFields(['target']);
      setSending(true);
      await sendBindCode(channel, target.trim());
      countdown.start();
      feedback.done('account.codeSent');
    } catch (err) {
      if (!(err && typeof err === 'object' && 'errorFields' in err)) feedback.failed(err);
    } finally {
      setSending(false);
    }
  };
  const submit = async () => {
    const { target, code } = await form.validateFields();
    const done = { onSuccess: () => (feedback.done('account.bound'), onClose()), onError: feedback.failed };
    if (channel === 'mail') bindMail.mutate({ mail: target.trim(), code: code.trim() }, done);
    else bindMobile.mutate({ mobile: target.trim(), code: code.trim() }, done);
  };

  return (
    <Modal
      open
      title={t(channel === 'mail' ? 'account.bindMailTitle' : 'account.bindMobileTitle')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('account.bind')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'bind-submit' } as Record<string, string>}
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="target"
          label={t(channel === 'mail' ? 'account.newMail' : 'account.newMobile')}
          rules={[targetRule]}
          validateTrigger="onBlur"
        >
          <Input
            data-testid="bind-target"
            inputMode={channel === 'mobile' ? 'numeric' : 'email'}
            maxLength={channel === 'mobile' ? PHONE_DIGITS : 254}
          />
        </Form.Item>
        <Form.Item label={t('account.code')} required extra={channel === 'mail' ? <DemoMailboxLink mail={target} /> : null}>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="code" noStyle rules={[schemaRule(verificationCodeSchema, feedback.rule)]}>
              <Input data-testid="bind-code" maxLength={VERIFICATION_CODE_LENGTH} inputMode="numeric" />
            </Form.Item>
            <Button onClick={() => void send()} disabled={countdown.running} loading={sending} data-testid="bind-send-code">
              {countdown.running ? t('account.resendIn', { seconds: countdown.left }) : t('account.getCode')}
            </Button>
          </Space.Compact>
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Unbinding the e-mail needs the account password. */
function UnbindMailModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const feedback = useFeedback();
  const [form] = Form.useForm<{ password: string }>();
  const unbind = useUnbindMail();
  const submit = async () => {
    const { password } = await form.validateFields();
    unbind.mutate(password, { onSuccess: () => (feedback.done('account.unbound'), onClose()), onError: feedback.failed });
  };
  return (
    <Modal
      open
      title={t('account.unbindMailTitle')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('account.unbind')}
      okButtonProps={{ danger: true, 'data-testid': 'unbind-submit' } as { danger: boolean }}
      cancelText={t('common.cancel')}
      confirmLoading={unbind.isPending}
    >
      <Typography.Paragraph type="warning">{t('account.unbindMailWarning')}</Typography.Paragraph>
      <Form form={form} layout="vertical">
        <Form.Item name="password" label={t('account.password')} rules={[schemaRule(loginPasswordFieldSchema, feedback.rule)]}>
          <Input.Password data-testid="unbind-password" autoComplete="current-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Account binding: e-mail and mobile (verified by codes) and the social sign-ins the site offers. */
export function Bindings() {
  const { t } = useTranslation(NAMESPACE);
  const feedback = useFeedback();
  const bindings = useBindings();
  const unbindSocial = useUnbindSocial();
  const [open, setOpen] = useState<Channel | 'unbindMail' | null>(null);
  const b = bindings.data;
  return (
    <QueryStatus query={bindings}>
      {b && (
        <>
          <List itemLayout="horizontal">
            {/* Items given as children are not wrapped in a list by antd: the ul keeps them a list (a11y). */}
            <ul className="ant-list-items">
              <List.Item
                data-testid="binding-mail"
                actions={[
                  <Button key="bind" type="link" onClick={() => setOpen('mail')} data-testid="binding-mail-change">
                    {b.userMail ? t('account.change') : t('account.bind')}
                  </Button>,
                  ...(b.userMail
                    ? [
                        <Button key="unbind" type="link" danger onClick={() => setOpen('unbindMail')} data-testid="binding-mail-unbind">
                          {t('account.unbind')}
                        </Button>,
                      ]
                    : []),
                ]}
              >
                <List.Item.Meta title={t('account.mail')} description={b.userMail ?? t('account.notBound')} />
              </List.Item>
              <List.Item
                data-testid="binding-mobile"
                actions={[
                  <Button key="bind" type="link" onClick={() => setOpen('mobile')} data-testid="binding-mobile-change">
                    {b.userMobile ? t('account.change') : t('account.bind')}
                  </Button>,
                ]}
              >
                <List.Item.Meta title={t('account.mobile')} description={b.userMobile ?? t('account.notBound')} />
              </List.Item>
            </ul>
          </List>
          <Typography.Title level={3} style={{ fontSize: 16, marginTop: 16 }}>
            {t('account.social')}
          </Typography.Title>
          {b.social.length ? (
            <List
              dataSource={b.social}
              renderItem={(s) => (
                <List.Item
                  key={s.provider}
                  actions={
                    s.bound
                      ? [
                          <Button
                            key="u"
                            type="link"
                            danger
                            loading={unbindSocial.isPending}
                            onClick={() => unbindSocial.mutate(s.provider, { onError: feedback.failed })}
                          >
                            {t('account.unbind')}
                          </Button>,
                        ]
                      : []
                  }
                >
                  <Space>
                    {s.name}
                    <Tag color={s.bound ? 'green' : 'default'}>{s.bound ? t('account.bound') : t('account.notBound')}</Tag>
                  </Space>
                </List.Item>
              )}
            />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('account.noSocial')} data-testid="binding-no-social" />
          )}
          {(open === 'mail' || open === 'mobile') && <BindModal channel={open} onClose={() => setOpen(null)} />}
          {open === 'unbindMail' && <UnbindMailModal onClose={() => setOpen(null)} />}
        </>
      )}
    </QueryStatus>
  );
}
