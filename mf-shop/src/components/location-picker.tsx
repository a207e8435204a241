import { InputNumber, Space } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { NAMESPACE } from '../namespace';

export interface LatLng {
  lat?: number;
  lng?: number;
}

const W = 360;
const H = 180;

/**
 * Map location: a latitude/longitude pair, typed or picked by clicking a small equirectangular
 * grid (no map tiles, nothing loaded from a map provider).
 */
export function LocationPicker({ value, onChange }: { value?: LatLng; onChange?: (v: LatLng) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const v = value ?? {};
  const round = (n: number) => Math.round(n * 1e4) / 1e4;
  const pick = (e: React.MouseEvent<HTMLDivElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    const x = (e.clientX - box.left) / box.width;
    const y = (e.clientY - box.top) / box.height;
    onChange?.({ lng: round(x * 360 - 180), lat: round(90 - y * 180) });
  };
  const hasPoint = v.lat != null && v.lng != null;
  return (
    <div>
      <Space wrap>
        <InputNumber
          min={-90}
          max={90}
          step={0.0001}
          value={v.lat}
          placeholder={t('apply.lat')}
          addonBefore={t('apply.lat')}
          onChange={(lat) => onChange?.({ ...v, lat: lat ?? undefined })}
          data-testid="apply-lat"
        />
        <InputNumber
          min={-180}
          max={180}
          step={0.0001}
          value={v.lng}
          placeholder={t('apply.lng')}
          addonBefore={t('apply.lng')}
          onChange={(lng) => onChange?.({ ...v, lng: lng ?? undefined })}
          data-testid="apply-lng"
        />
      </Space>
      <div
        role="button"
        tabIndex={0}
        aria-label={t('apply.mapHint')}
        title={t('apply.mapHint')}
        onClick={pick}
        data-testid="apply-map"
        style={{
          position: 'relative',
          width: W,
          maxWidth: '100%',
          height: H,
          marginTop: 8,
          cursor: 'crosshair',
          borderRadius: 4,
          background: '#e6f4ff',
          backgroundImage: 'linear-gradient(#bae0ff 1px, transparent 1px), linear-gradient(90deg, #bae0ff 1px, transparent 1px)',
          backgroundSize: `${W / 12}px ${H / 6}px`,
        }}
      >
        {hasPoint && (
          <span
            aria-hidden
            style={{
              position: 'absolute',
              left: `${((v.lng! + 180) / 360) * 100}%`,
              top: `${((90 - v.lat!) / 180) * 100}%`,
              width: 10,
              height: 10,
              marginLeft: -5,
              marginTop: -5,
              borderRadius: '50%',
              background: 'var(--ml-primary)',
            }}
          />
        )}
      </div>
    </div>
  );
}
