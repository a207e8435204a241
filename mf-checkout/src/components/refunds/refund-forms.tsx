import { useState } from 'react';
import { App, AutoComplete, Button, Card, Descriptions, Form, Input, Space } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { INTERVENTION_VOUCHERS_MAX, REFUND_NOTE_MAX, REFUND_VOUCHERS_MAX, showError } from '@mall/shared';
import { fieldErrors, REFUND_VOUCHER_PURPOSE, refundExpressSchema, refundInterventionSchema } from '@mall/shared/schemas';
import type { RefundDetail } from '@mall/shared/contracts';
import { VoucherPicker, type Voucher } from '@mall/shared/ui';
import { useApplyIntervention, useSubmitExpress } from '../../api/refunds';
import { NAMESPACE } from '../../namespace';

/** Couriers offered for the return parcel (any other name can be typed). */
const COURIERS = ['DHL', 'FedEx', 'UPS', 'EMS', 'SF Express', 'China Post', 'YTO Express', 'ZTO Express', 'JD Logistics'];

/** A field's message (a `common` key from the shared schema) in the buyer's language. */
function useFieldHelp(errors: Record<string, string>) {
  const { t } = useTranslation(NAMESPACE);
  return (field: string) =>
    errors[field]
      ? { validateStatus: 'error' as const, help: <span data-testid={`error-${field}`}>{t(errors[field]!, { ns: 'common' })}</span> }
      : {};
}

/**
 * Status 2 of a return: where to send it and the parcel's logistics company, number, remark and up
 * to 5 photos (spec section 5: company and number required). Checked with the shared schema the
 * API uses too.
 */
export function ReturnShipmentForm({ refund }: { refund: RefundDetail }) {
  const { t } = useTranslation(NAMESPACE);
  const { message } = App.useApp();
  const [expressName, setExpressName] = useState('');
  const [expressNo, setExpressNo] = useState('');
  const [remark, setRemark] = useState('');
  const [photos, setPhotos] = useState<Voucher[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const help = useFieldHelp(errors);
  const ship = useSubmitExpress();
  const a = refund.returnAddress;

  const submit = () => {
    const body = { refundSn: refund.refundSn, expressName, expressNo, remark, photoFiles: photos.map((p) => p.fileKey) };
    const found = fieldErrors(refundExpressSchema.safeParse(body));
    setErrors(found);
    if (Object.keys(found).length) return;
    ship.mutate(body, {
      onSuccess: () => void message.success(t('returns.shipped')),
      onError: (err) => showError(err, (text) => void message.warning(text)),
    });
  };

  return (
    <Card title={t('returns.shipTitle')} data-testid="return-shipment">
      {a && (
        <Descriptions size="small" column={1} title={t('returns.returnAddress')} data-testid="return-address" style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('returns.receiver')}>
            {a.receiver} {a.mobile}
          </Descriptions.Item>
          <Descriptions.Item label={t('returns.address')}>
            {a.addr} {a.postCode}
          </Descriptions.Item>
        </Descriptions>
      )}
      <Form layout="vertical" style={{ maxWidth: 560 }}>
        <Form.Item label={t('returns.expressName')} required {...help('expressName')}>
          <AutoComplete
            value={expressName}
            onChange={setExpressName}
            options={COURIERS.map((value) => ({ value }))}
            filterOption={(input, option) => String(option?.value).toLowerCase().includes(input.toLowerCase())}
            data-testid="express-name"
          />
        </Form.Item>
        <Form.Item label={t('returns.expressNo')} required {...help('expressNo')}>
          <Input value={expressNo} onChange={(e) => setExpressNo(e.target.value)} maxLength={64} data-testid="express-no" />
        </Form.Item>
        <Form.Item label={t('returns.remark')} {...help('remark')}>
          <Input.TextArea
            value={remark}
            onChange={(e) => setRemark(e.target.value)}
            maxLength={REFUND_NOTE_MAX}
            showCount
            rows={2}
            data-testid="express-remark"
          />
        </Form.Item>
        <Form.Item label={t('returns.parcelPhotos')} {...help('photoFiles')}>
          <VoucherPicker
            purpose={REFUND_VOUCHER_PURPOSE}
            max={REFUND_VOUCHERS_MAX}
            value={photos}
            onChange={setPhotos}
            onWarning={(text) => void message.warning(text)}
            testId="express-photos"
          />
        </Form.Item>
        <Button type="primary" onClick={submit} loading={ship.isPending} data-testid="express-submit">
          {t('returns.shipSubmit')}
        </Button>
      </Form>
    </Card>
  );
}

/** After a rejection: ask the platform to intervene, with a reason and up to 3 vouchers. */
export function InterventionForm({ refund }: { refund: RefundDetail }) {
  const { t } = useTranslation(NAMESPACE);
  const { message } = App.useApp();
  const [reason, setReason] = useState('');
  const [files, setFiles] = useState<Voucher[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const help = useFieldHelp(errors);
  const intervene = useApplyIntervention();

  const submit = () => {
    const body = { refundSn: refund.refundSn, reason, photoFiles: files.map((f) => f.fileKey) };
    const found = fieldErrors(refundInterventionSchema.safeParse(body));
    setErrors(found);
    if (Object.keys(found).length) return;
    intervene.mutate(body, {
      onSuccess: () => void message.success(t('returns.intervened')),
      onError: (err) => showError(err, (text) => void message.warning(text)),
    });
  };

  return (
    <Card title={t('returns.interveneTitle')} data-testid="intervention-form">
      <Space orientation="vertical" style={{ width: '100%', maxWidth: 560 }}>
        <span>{t('returns.interveneHint')}</span>
        <Form layout="vertical">
          <Form.Item label={t('returns.interveneReason')} required {...help('reason')}>
            <Input.TextArea
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              maxLength={REFUND_NOTE_MAX}
              showCount
              rows={3}
              data-testid="intervene-reason"
            />
          </Form.Item>
          <Form.Item label={t('returns.vouchers')} {...help('photoFiles')}>
            <VoucherPicker
              purpose={REFUND_VOUCHER_PURPOSE}
              max={INTERVENTION_VOUCHERS_MAX}
              value={files}
              onChange={setFiles}
              onWarning={(text) => void message.warning(text)}
              testId="intervene-photos"
            />
          </Form.Item>
          <Button type="primary" onClick={submit} loading={intervene.isPending} data-testid="intervene-submit">
            {t('returns.interveneSubmit')}
          </Button>
        </Form>
      </Space>
    </Card>
  );
}
