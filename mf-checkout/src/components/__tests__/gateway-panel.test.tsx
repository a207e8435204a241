import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import jsQR from 'jsqr';
import { initReactI18next } from 'react-i18next';
import { addNamespace } from '@mall/shared';
import { Toasts } from '@mall/shared/ui/lite';
import { resources } from '../../i18n';
import { GatewayPanel } from '../gateway-panel';

const LINK = 'http://127.0.0.1:8080/api/sandbox-gateway/pay/0f8fad5b-d9cb-469f-a165-70867728950e?lang=en';
const payment = (expiresInMs: number) => ({
  paymentId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  payType: 2,
  amount: 19438,
  status: 0,
  qrPayload: LINK,
  expiresAt: new Date(Date.now() + expiresInMs).toISOString(),
});

/**
 * Reads the QR code as a phone would: the SVG's dark modules (runs of `M x y h w v1 H x z`) painted
 * into a bitmap with a quiet zone, then decoded by jsQR.
 */
function scan(svg: SVGSVGElement): string | null {
  const n = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
  const d = svg.querySelectorAll('path')[1]!.getAttribute('d')!;
  const scale = 4;
  const quiet = 4;
  const side = (n + 2 * quiet) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [, x, y, w] of d.matchAll(/M(\d+)[ ,](\d+) ?h(\d+)v1H\d+z/g)) {
    for (let cx = Number(x); cx < Number(x) + Number(w); cx++)
      for (let py = 0; py < scale; py++)
        for (let px = 0; px < scale; px++) {
          const i = (((Number(y) + quiet) * scale + py) * side + (cx + quiet) * scale + px) * 4;
          pixels.fill(0, i, i + 3);
        }
  }
  return jsQR(pixels, side, side)?.data ?? null;
}

beforeAll(async () => {
  if (!i18next.isInitialized) await i18next.use(initReactI18next).init({ lng: 'en', resources: {}, interpolation: { escapeValue: false } });
  addNamespace(i18next, 'checkout', resources);
});

describe('payment counter: sandbox gateway QR', () => {
  it('shows a scannable QR code of the gateway link, and the link itself', () => {
    render(<GatewayPanel payment={payment(120_000)} onRefresh={() => {}} refreshing={false} />);
    const svg = screen.getByTestId('qr-code').querySelector('svg')!;
    expect(svg).not.toBeNull();
    expect(scan(svg)).toBe(LINK);
    expect(screen.getByTestId('gateway-link').getAttribute('href')).toBe(LINK);
    expect(screen.getByTestId('qr-countdown').textContent).toMatch(/0[12]:\d\d/);
  });

  it('copies the link for a buyer who pays on another device, and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(
      <>
        <GatewayPanel payment={payment(120_000)} onRefresh={() => {}} refreshing={false} />
        <Toasts />
      </>,
    );
    fireEvent.click(screen.getByTestId('qr-copy'));
    expect(writeText).toHaveBeenCalledWith(LINK);
    // The toast follows the clipboard's answer (a promise): wait for it rather than read the empty region.
    await waitFor(() => expect(screen.getByTestId('toasts').textContent).toContain('Link copied'));
  });

  it('offers a new code instead of an expired one', () => {
    render(<GatewayPanel payment={payment(-1000)} onRefresh={() => {}} refreshing={false} />);
    expect(screen.queryByTestId('qr-code')).toBeNull();
    expect(screen.getByTestId('qr-expired').textContent).toContain('QR code expired');
    screen.getByTestId('qr-refresh');
  });
});
