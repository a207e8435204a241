import { act, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { addNamespace, http } from '@mall/shared';
import { resources } from '../i18n';
import { PointsMall } from '../components/member/points-mall';
import { renderPage } from './render-page';

beforeAll(async () => {
  if (!i18next.isInitialized) await i18next.use(initReactI18next).init({ lng: 'en', resources: {}, interpolation: { escapeValue: false } });
  addNamespace(i18next, 'userCenter', resources);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => i18next.changeLanguage('en'));
});

/** A 20-point item of the seed (worth 2 cents at 10 points a cent): its price is its points. */
const item = { prodId: 9, skuId: 90, shopId: 3, name: 'Canvas tote', pic: null, pointsPrice: 20, stocks: 5 };
const mall = () =>
  vi.spyOn(http, 'data').mockImplementation((async (route: string) => {
    if (route === 'GET /pointsMall/page') return { records: [item], total: 1, pages: 1, current: 1, size: 8 };
    throw new Error(`unexpected ${route}`);
  }) as typeof http.data);

describe('points mall', () => {
  it('prices an item in points, never in money, in both languages', async () => {
    mall();
    const view = renderPage(<PointsMall />, '/user-center/uc-member');
    const card = await screen.findByTestId('points-mall-item');
    within(card).getByText('20 points');
    expect(card.textContent).not.toMatch(/\$|0\.02|US/);
    expect(within(card).getByTestId('points-mall-redeem').getAttribute('href')).toBe('/submit-order?prodId=9&skuId=90&count=1');
    view.unmount();

    await act(() => i18next.changeLanguage('zh_CN'));
    renderPage(<PointsMall />, '/user-center/uc-member');
    const zh = await screen.findByTestId('points-mall-item');
    within(zh).getByText('20 积分');
    expect(zh.textContent).not.toMatch(/\$|¥|0\.02/);
  });
});
