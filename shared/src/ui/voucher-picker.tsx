import { useEffect, useRef, useState } from 'react';
import { discardUpload, uploadFor } from '@mall/shared';
import { checkImage } from '../schemas/files';
import { Button } from './lite';
import { useUiTranslation } from './ui-i18n';

/** A picture the buyer attached: its upload's file key and a local preview URL. */
export interface Voucher {
  fileKey: string;
  preview: string;
}

interface Sending {
  id: number;
  name: string;
  percent: number;
}

/**
 * Up to `max` voucher pictures (refund applications, return parcels, platform intervention): each
 * file is checked in the browser first (images only, by their bytes; size; 'upper limit reached'
 * past max), then sent to the upload service with its progress shown; removing one lets its upload
 * go. Refusals are handed to onWarning in the buyer's language.
 */
export function VoucherPicker({
  purpose,
  max,
  maxBytes,
  value,
  onChange,
  onWarning,
  testId,
}: {
  purpose: string;
  max: number;
  maxBytes?: number;
  value: Voucher[];
  onChange: (next: Voucher[]) => void;
  onWarning: (text: string) => void;
  testId: string;
}) {
  const { t } = useUiTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState<Sending[]>([]);
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const previews = useRef(new Set<string>());
  useEffect(() => () => previews.current.forEach((u) => URL.revokeObjectURL(u)), []);
  const warn = (key: string) => onWarning(t(key, { ns: 'common' }));

  const choose = async (files: File[]) => {
    if (input.current) input.current.value = '';
    const room = max - latest.current.length - sending.length;
    if (files.length > room) warn('validation.uploadLimit');
    const accepted: File[] = [];
    for (const file of files.slice(0, Math.max(room, 0))) {
      const check = checkImage(new Uint8Array(await file.slice(0, 16).arrayBuffer()), file.size, maxBytes);
      if (check.ok) accepted.push(file);
      else warn(check.error);
    }
    await Promise.all(
      accepted.map(async (file, i) => {
        const id = Date.now() + i;
        setSending((all) => [...all, { id, name: file.name, percent: 0 }]);
        try {
          const fileKey = await uploadFor(file, purpose, {
            onProgress: (percent) => setSending((all) => all.map((s) => (s.id === id ? { ...s, percent } : s))),
          });
          const preview = URL.createObjectURL(file);
          previews.current.add(preview);
          latest.current = [...latest.current, { fileKey, preview }];
          onChange(latest.current);
        } catch (err) {
          onWarning(err instanceof Error ? err.message : String(err));
        } finally {
          setSending((all) => all.filter((s) => s.id !== id));
        }
      }),
    );
  };

  const remove = (fileKey: string) => {
    void discardUpload(fileKey);
    latest.current = latest.current.filter((v) => v.fileKey !== fileKey);
    onChange(latest.current);
  };

  const box = { width: 80, height: 80, borderRadius: 4, border: '1px solid #e5e5e5', overflow: 'hidden', position: 'relative' as const };
  return (
    <div data-testid={testId} data-count={value.length} data-sending={sending.length}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {value.map((v) => (
          <div key={v.fileKey} style={box} data-testid={`${testId}-item`}>
            <img src={v.preview} alt="" width={80} height={80} style={{ objectFit: 'cover' }} />
            <button
              type="button"
              aria-label={t('vouchers.remove')}
              onClick={() => remove(v.fileKey)}
              data-testid={`${testId}-remove`}
              style={{
                position: 'absolute',
                top: 2,
                right: 2,
                border: 0,
                borderRadius: 10,
                background: 'rgba(0,0,0,.55)',
                color: '#fff',
                cursor: 'pointer',
                width: 20,
                height: 20,
                lineHeight: '18px',
                padding: 0,
              }}
            >
              ×
            </button>
          </div>
        ))}
        {sending.map((s) => (
          <div
            key={s.id}
            style={{ ...box, display: 'flex', flexDirection: 'column', justifyContent: 'center', padding: 6, gap: 6 }}
            data-testid={`${testId}-progress`}
          >
            <span style={{ fontSize: 12, color: '#666' }}>{t('vouchers.uploading', { percent: s.percent })}</span>
            <div
              role="progressbar"
              aria-valuenow={s.percent}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-label={s.name}
              style={{ height: 4, background: '#eee', borderRadius: 2 }}
            >
              <div style={{ width: `${s.percent}%`, height: 4, background: '#1677ff', borderRadius: 2 }} />
            </div>
          </div>
        ))}
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 8 }}>
        <input
          ref={input}
          type="file"
          accept="image/*"
          multiple
          style={{ display: 'none' }}
          onChange={(e) => void choose(Array.from(e.target.files ?? []))}
          data-testid={`${testId}-input`}
        />
        <Button
          size="small"
          onClick={() => input.current?.click()}
          disabled={value.length + sending.length >= max}
          data-testid={`${testId}-add`}
        >
          {t('vouchers.add')}
        </Button>
        <span style={{ fontSize: 12, color: '#888' }}>{t('vouchers.count', { count: value.length, max })}</span>
      </div>
    </div>
  );
}
