import { useEffect } from 'react';
import { Button, DatePicker, Form, Input, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from '@mall/shared/react-i18n';
import { NICKNAME_MAX, schemaRule } from '@mall/shared';
import { nicknameSchema, pastDateSchema } from '@mall/shared/schemas';
import { useSaveProfile, type Profile } from '../../api/account';
import { NAMESPACE } from '../../namespace';
import { useFeedback } from '../feedback';

interface Values {
  nickName: string;
  sex: 'M' | 'F' | 'none';
  birthDate: Dayjs | null;
}

const birthRule = pastDateSchema('validation.birthDate');

/** Nickname (not empty, at most 15), gender and birthday (in the page's locale); the header follows the nickname. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation(NAMESPACE);
  const feedback = useFeedback();
  const save = useSaveProfile();
  const [form] = Form.useForm<Values>();

  useEffect(() => {
    form.setFieldsValue({
      nickName: profile.nickName,
      sex: profile.sex ?? 'none',
      birthDate: profile.birthDate ? dayjs(profile.birthDate) : null,
    });
  }, [profile, form]);

  const submit = (v: Values) =>
    save.mutate(
      { nickName: v.nickName, sex: v.sex === 'none' ? null : v.sex, birthDate: v.birthDate ? v.birthDate.format('YYYY-MM-DD') : null },
      { onSuccess: () => feedback.done('account.profileSaved'), onError: feedback.failed },
    );

  return (
    <Form form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 480 }} requiredMark>
      <Form.Item label={t('account.userName')}>
        <Input value={profile.userName} disabled aria-label={t('account.userName')} />
      </Form.Item>
      <Form.Item name="nickName" label={t('account.nickName')} rules={[schemaRule(nicknameSchema, feedback.rule)]} required>
        <Input
          // The field takes no more than the rule allows (the API checks the same).
          maxLength={NICKNAME_MAX}
          showCount={{ formatter: ({ count }) => `${count} / ${NICKNAME_MAX}` }}
          data-testid="account-nickname"
        />
      </Form.Item>
      <Form.Item name="sex" label={t('account.gender')}>
        <Radio.Group
          options={[
            { value: 'M', label: t('account.male') },
            { value: 'F', label: t('account.female') },
            { value: 'none', label: t('account.notSaid') },
          ]}
          data-testid="account-gender"
        />
      </Form.Item>
      <Form.Item
        name="birthDate"
        label={t('account.birthday')}
        rules={[
          {
            validator: async (_: unknown, v: Dayjs | null) =>
              v ? schemaRule(birthRule, feedback.rule).validator(_, v.format('YYYY-MM-DD')) : undefined,
          },
        ]}
      >
        <DatePicker disabledDate={(d) => d.isAfter(dayjs())} style={{ width: '100%' }} data-testid="account-birthday" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="account-save">
        {t('common.save')}
      </Button>
    </Form>
  );
}
