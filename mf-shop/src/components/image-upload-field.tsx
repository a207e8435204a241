import { useEffect, useRef, useState } from 'react';
import { App, Button, Space, Typography } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { discardUpload, showError, uploadFor } from '@mall/shared';
import { checkCount, checkImage } from '@mall/shared/schemas';
import { NAMESPACE } from '../namespace';

export interface ImageUploadFieldProps {
  /** The uploaded file key (form value). */
  value?: string;
  onChange?: (fileKey: string | undefined) => void;
  /** Upload purpose of the API's upload service. */
  purpose: string;
  /** data-testid of the file input. */
  testId: string;
  id?: string;
}

/**
 * One image document: checked in the browser by content and size first (spec section 5: images
 * only, at most 2 MB, 'upper limit reached'), then uploaded with a signed URL. The server checks
 * again on receipt.
 */
export function ImageUploadField({ value, onChange, purpose, testId, id }: ImageUploadFieldProps) {
  const { t } = useTranslation(NAMESPACE);
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Files uploaded in this visit can be let go; ones already attached to the application stay.
  const fresh = useRef(new Set<string>());

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const warn = (key: string) => void message.warning(t(key, { ns: 'common' }));

  const choose = async (files: File[]) => {
    if (input.current) input.current.value = '';
    if (files.length === 0) return;
    const count = checkCount(value ? 1 : 0, files.length, 1);
    if (!count.ok) return warn(count.error);
    const file = files[0]!;
    const check = checkImage(new Uint8Array(await file.slice(0, 16).arrayBuffer()), file.size);
    if (!check.ok) return warn(check.error);
    setBusy(true);
    try {
      const key = await uploadFor(file, purpose);
      fresh.current.add(key);
      setPreview(URL.createObjectURL(file));
      onChange?.(key);
    } catch (err) {
      showError(err, (text) => void message.warning(text));
    } finally {
      setBusy(false);
    }
  };

  const remove = () => {
    if (value && fresh.current.has(value)) void discardUpload(value);
    setPreview(null);
    onChange?.(undefined);
  };

  return (
    <Space align="center" data-testid={`${testId}-field`} data-uploaded={value ? 'true' : 'false'}>
      {value ? (
        <>
          {preview ? (
            <img src={preview} alt="" width={96} height={96} style={{ objectFit: 'cover', borderRadius: 4, border: '1px solid #eee' }} />
          ) : (
            <Typography.Text type="success">{t('apply.uploaded')}</Typography.Text>
          )}
          <Button size="small" onClick={remove} data-testid={`${testId}-remove`}>
            {t('apply.remove')}
          </Button>
        </>
      ) : (
        <Button loading={busy} onClick={() => input.current?.click()}>
          {t('apply.upload')}
        </Button>
      )}
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        multiple
        hidden
        data-testid={testId}
        onChange={(e) => void choose(Array.from(e.target.files ?? []))}
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('apply.imageHint')}
      </Typography.Text>
    </Space>
  );
}
