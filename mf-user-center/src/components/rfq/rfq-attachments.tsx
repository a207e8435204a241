import { useEffect, useRef, useState } from 'react';
import { App, Button, Space, Typography } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { discardUpload, IMAGE_MAX_BYTES_LARGE, showError, uploadFor } from '@mall/shared';
import { checkCount, checkImage, checkPdf, RFQ_IMAGES_MAX, RFQ_PDF_MAX, RFQ_UPLOAD_PURPOSES } from '@mall/shared/schemas';
import { NAMESPACE } from '../../namespace';

interface Item {
  fileKey: string;
  name: string;
  preview: string | null;
}

export interface RfqFilesFieldProps {
  /** Images only, one PDF, or images and PDFs (a supplier's quotation documents). */
  kind: 'image' | 'pdf' | 'document';
  /** File keys (the form value). */
  value?: string[];
  onChange?: (keys: string[]) => void;
  id?: string;
  /** How many files at most (the kind's own limit by default). */
  max?: number;
  /** The upload flow (the buyer's RFQ purposes by default; a merchant's quotation uploads its own way). */
  upload?: (file: File) => Promise<string>;
  discard?: (fileKey: string) => void;
}

/**
 * Attachments of a request. Images: image formats only, at most 2 MB each, at most
 * RFQ_IMAGES_MAX ('Upper limit reached'). PDF: only one, and it must be a PDF. Checked here by
 * content first, then again by the API when the bytes arrive.
 */
export function RfqFilesField({ kind, value = [], onChange, id, max: maxFiles, upload, discard }: RfqFilesFieldProps) {
  const { t } = useTranslation(NAMESPACE);
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState<Item[]>([]);
  const [busy, setBusy] = useState(false);
  const max = maxFiles ?? (kind === 'pdf' ? RFQ_PDF_MAX : RFQ_IMAGES_MAX);
  const send = upload ?? ((file: File) => uploadFor(file, RFQ_UPLOAD_PURPOSES[kind === 'pdf' ? 'pdf' : 'image']));

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
        const isPdf = kind === 'pdf' || (kind === 'document' && checkPdf(head, 0, file.name).ok);
        // A supplier's documents may be larger pictures (spec section 5: 10 MB in some contexts).
        const check = isPdf
          ? checkPdf(head, 0, file.name)
          : checkImage(head, file.size, kind === 'document' ? IMAGE_MAX_BYTES_LARGE : undefined);
        if (!check.ok) {
          warn(check.error);
          continue;
        }
        try {
          const fileKey = await send(file);
          added.push({ fileKey, name: file.name, preview: isPdf ? null : URL.createObjectURL(file) });
        } catch (err) {
          // What the request client showed (A00001, network) is not shown twice; a refused PUT is shown here.
          showError(err, (text) => void message.warning(text));
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
    if (discard) discard(fileKey);
    else void discardUpload(fileKey);
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
            {kind === 'image' ? t('rfq.form.addImages') : kind === 'pdf' ? t('rfq.form.addPdf') : t('sourcing.quote.addFiles')}
          </Button>
        )}
      </Space>
      <input
        ref={input}
        id={id}
        type="file"
        accept={kind === 'image' ? 'image/*' : kind === 'pdf' ? 'application/pdf,.pdf' : 'image/*,application/pdf,.pdf'}
        multiple={kind === 'image'}
        hidden
        data-testid={`rfq-${kind}-input`}
        onChange={(e) => void choose(Array.from(e.target.files ?? []))}
      />
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: '4px 0 0' }}>
        {kind === 'image'
          ? t('rfq.form.imageHint', { max: RFQ_IMAGES_MAX })
          : kind === 'pdf'
            ? t('rfq.form.pdfHint')
            : t('sourcing.quote.filesHint', { max })}
      </Typography.Paragraph>
    </div>
  );
}
