import { Form, Input } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';

interface Props {
  label: string;
  placeholder: string;
  password: string;
  confirm: string;
  onPassword(value: string): void;
  onConfirm(value: string): void;
  onSubmit(): void;
  /** data-testids of the two inputs. */
  testIds: { password: string; confirm: string };
}

/** A new password typed twice: used by registration and by the password reset. */
export function NewPasswordFields({ label, placeholder, password, confirm, onPassword, onConfirm, onSubmit, testIds }: Props) {
  const { t } = useTranslation('auth');
  return (
    <>
      <Form.Item label={label}>
        <Input.Password
          name="password"
          autoComplete="new-password"
          placeholder={placeholder}
          value={password}
          onChange={(e) => onPassword(e.target.value)}
          data-testid={testIds.password}
        />
      </Form.Item>
      <Form.Item label={t('common.confirmPassword')}>
        <Input.Password
          name="confirmPassword"
          autoComplete="new-password"
          placeholder={t('common.confirmPlaceholder')}
          value={confirm}
          onChange={(e) => onConfirm(e.target.value)}
          onPressEnter={onSubmit}
          data-testid={testIds.confirm}
        />
      </Form.Item>
    </>
  );
}
