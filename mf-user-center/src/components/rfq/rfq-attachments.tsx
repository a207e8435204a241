import { useEffect, useRef, useState } from 'react';
import { App, Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError, RESPONSE_CODES } from '@mall/shared';
import { checkCount, checkImage, checkPdf, RFQ_IMAGES_MAX, RFQ_PDF_MAX, RFQ_UPLOAD_PURPOSES } from '@mall/shared/schemas';
import { NAMESPACE } from '../../namespace';
import { rfqApi, uploadRfqFile } from './rfq-api';

interface Item {
  fileKey: string;
  name: string;
  preview: string | null;
}

export interface RfqFilesFieldProps {
  kind: 'image' | 'pdf';
  /** File keys (the form value). */
  value?: string[];
  onChange?: (keys: string[]) => void;
  id?: string;
}

/**
 * Attachments of a request. Images: image formats only, at most 2 MB each, at most
 * RFQ_IMAGES_MAX ('Upper limit reached'). PDF: only one, and it must be a PDF. Checked here by
 * content first, then again by the API when the bytes arrive.
 */
export function RfqFilesField({ kind, value = [], onChange, id }: RfqFilesFieldProps) {
  const { t } = useTranslation(NAMESPACE);
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState<Item[]>([]);
  const [busy, setBusy] = useState(false);
  const max = kind === 'image' ? RFQ_IMAGES_MAX : RFQ_PDF_MAX;

  // Keep the list in step with the form value (a reset empties it).
  useEffect(() => {
    setItems((list) => list.filter((i) => value.includes(i.fileKey)));
  }, [value]);
  useEffect(() => () => items.forEach((i) => i.preview && URL.revokeObjectURL(i.preview)), []); // eslint-disable-line react-hooks/exhaustive-deps

  const warn = (key: string) => void message.warning(t(key, { ns: 'common' }));

  const choose = async (files: File[]) => {
    if (input.current) input.current.value = '';
    if (files.length === 0) return;
    if (kind === 'pdf' && value.length + files.length > RFQ_PDF_MAX) return warn('validation.onlyOnePdf');
    const count = checkCount(value.length, files.length, max);
    if (!count.ok) return warn(count.error);
    const added: Item[] = [];
    setBusy(true);
    try {
      for (const file of files) {
        const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
        const check = kind === 'image' ? checkImage(head, file.size) : checkPdf(head, 0, file.name);
        if (!check.ok) {
          warn(check.error);
          continue;
        }
        try {
          const fileKey = await uploadRfqFile(file, RFQ_UPLOAD_PURPOSES[kind]);
          added.push({ fileKey, name: file.name, preview: kind === 'image' ? URL.createObjectURL(file) : null });
        } catch (err) {
          // A00001 from the API call is already shown by the request client; a refused PUT is shown here.
          if (err instanceof ApiError && err.code !== RESPONSE_CODES.SHOW_FAIL && err.message) void message.warning(err.message);
          else if (!(err instanceof ApiError)) throw err;
        }
      }
    } finally {
      setBusy(false);
      if (added.length) {
        setItems((list) => [...list, ...added]);
        onChange?.([...value, ...added.map((a) => a.fileKey)]);
      }
    }
  };

  const remove = (fileKey: string) => {
    void rfqApi.discard(fileKey).catch(() => undefined);
    setItems((list) => list.filter((i) => i.fileKey !== fileKey));
    onChange?.(value.filter((k) => k !== fileKey));
  };

  return (
    <div data-testid={`rfq-${kind}-field`} data-count={value.length}>
      <Space wrap size={8}>
        {items.map((item) => (
          <Space
            key={item.fileKey}
            size={4}
            style={{ border: '1px solid #eee', borderRadius: 4, padding: 4 }}
            data-testid={`rfq-${kind}-item`}
          >
            {item.preview ? (
              <img src={item.preview} alt={item.name} width={64} height={64} style={{ objectFit: 'cover', borderRadius: 4 }} />
            ) : (
              <Typography.Text>{item.name}</Typography.Text>
            )}
            <Button size="small" type="link" danger onClick={() => remove(item.fileKey)} data-testid={`rfq-${kind}-remove`}>
              {t('rfq.form.remove')}
            </Button>
          </Space>
        ))}
        {value.length < max && (
          <Button loading={busy} onClick={() => input.current?.click()} data-testid={`rfq-${kind}-button`}>
            {kind === 'image' ? t('rfq.form.addImages') : t('rfq.form.addPdf')}
          </Button>
        )}
      </Space>
      <input
        ref={input}
        id={id}
        type="file"
        accept={kind === 'image' ? 'image/*' : 'application/pdf,.pdf'}
        multiple={kind === 'image'}
        hidden
        data-testid={`rfq-${kind}-input`}
        onChange={(e) => void choose(Array.from(e.target.files ?? []))}
      />
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: '4px 0 0' }}>
        {kind === 'image' ? t('rfq.form.imageHint', { max: RFQ_IMAGES_MAX }) : t('rfq.form.pdfHint')}
      </Typography.Paragraph>
    </div>
  );
}
