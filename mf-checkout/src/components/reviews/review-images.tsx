import { useEffect, useRef, useState } from 'react';
import { App, Button, Space, Typography } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { COMMENT_IMAGES_MAX, discardUpload, showError, uploadFor } from '@mall/shared';
import { checkImage, REVIEW_IMAGE_PURPOSE } from '@mall/shared/schemas';
import { NAMESPACE } from '../../namespace';

export interface ReviewImage {
  fileKey: string;
  /** A local object URL of the chosen file, for the thumbnail. */
  preview: string;
}

/**
 * Up to 9 review pictures. Each file is checked in the browser first (spec section 5: images only,
 * by their bytes; at most 2 MB; 'upper limit reached' past 9), refused files are dropped with a
 * notice in the buyer's language, and the rest go to the upload service (which checks again).
 */
export function ReviewImages({
  value,
  onChange,
  testId,
}: {
  value: ReviewImage[];
  onChange: (next: ReviewImage[]) => void;
  testId: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  // The list as last known, so uploads that finish one after another each add to it.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  // Object URLs of thumbnails are freed when the form goes away.
  const previews = useRef(new Set<string>());
  useEffect(() => () => previews.current.forEach((u) => URL.revokeObjectURL(u)), []);

  const warn = (key: string) => void message.warning(t(key, { ns: 'common' }));

  const choose = async (files: File[]) => {
    if (input.current) input.current.value = '';
    const room = COMMENT_IMAGES_MAX - latest.current.length;
    if (files.length > room) warn('validation.uploadLimit');
    const accepted: File[] = [];
    for (const file of files.slice(0, Math.max(room, 0))) {
      const check = checkImage(new Uint8Array(await file.slice(0, 16).arrayBuffer()), file.size);
      if (check.ok) accepted.push(file);
      else warn(check.error);
    }
    if (!accepted.length) return;
    setBusy(true);
    try {
      for (const file of accepted) {
        const fileKey = await uploadFor(file, REVIEW_IMAGE_PURPOSE);
        const preview = URL.createObjectURL(file);
        previews.current.add(preview);
        onChange([...latest.current, { fileKey, preview }]);
        latest.current = [...latest.current, { fileKey, preview }];
      }
    } catch (err) {
      showError(err, (text) => void message.warning(text));
    } finally {
      setBusy(false);
    }
  };

  const remove = (fileKey: string) => {
    void discardUpload(fileKey);
    onChange(latest.current.filter((p) => p.fileKey !== fileKey));
  };

  return (
    <Space orientation="vertical" size={6} data-testid={`${testId}-images`} data-count={value.length}>
      <Space wrap>
        {value.map((p) => (
          <div key={p.fileKey} style={{ position: 'relative' }} data-testid={`${testId}-image`}>
            <img src={p.preview} alt="" width={72} height={72} style={{ objectFit: 'cover', borderRadius: 4, border: '1px solid #eee' }} />
            <Button
              size="small"
              type="link"
              danger
              onClick={() => remove(p.fileKey)}
              style={{ position: 'absolute', top: -6, right: -10, padding: 0 }}
              aria-label={t('reviews.removeImage')}
              data-testid={`${testId}-image-remove`}
            >
              ×
            </Button>
          </div>
        ))}
        {value.length < COMMENT_IMAGES_MAX && (
          <Button loading={busy} onClick={() => input.current?.click()} data-testid={`${testId}-add-image`}>
            {t('reviews.addImages')}
          </Button>
        )}
      </Space>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('reviews.imageHint', { count: value.length, max: COMMENT_IMAGES_MAX })}
      </Typography.Text>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        hidden
        data-testid={`${testId}-file`}
        onChange={(e) => void choose(Array.from(e.target.files ?? []))}
      />
    </Space>
  );
}
