import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useSessionStore } from '@mall/shared';
import { answerApi, startApiServer } from '@mall/shared/testing/api-server';
import ShopApplicationPage from '../pages/shop-apply-page';
import { initI18n, renderAt } from './test-utils';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const choose = (testId: string, files: File[]) => fireEvent.change(screen.getByTestId(testId), { target: { files } });

beforeAll(() => initI18n());
beforeEach(() => act(() => useSessionStore.setState({ userToken: 'token-1' })));
startApiServer();
afterEach(() => {
  act(() => useSessionStore.setState({ userToken: '' }));
});

const filters = { categories: [], regions: [{ value: 'Guangdong', label: 'Guangdong' }] };

describe('shop application', () => {
  it('checks an image by its content and size before uploading, and limits the count', async () => {
    const calls = answerApi({
      '/p/shop/apply': null,
      '/shop/filters': filters,
      '/p/file/uploadUrl': {
        uploadUrl: 'http://localhost/api/file/put/shop-logo/x?token=t',
        fileKey: 'shop-logo/0f8fad5b-d9cb-469f-a165-70867728950e',
      },
      '/file/put/shop-logo/x': { fileKey: 'shop-logo/0f8fad5b-d9cb-469f-a165-70867728950e' },
    });
    renderAt('/shop-apply', '/shop-apply', <ShopApplicationPage />);
    await screen.findByTestId('apply-form');

    choose('apply-upload-logo', [new File(['MZ not really a picture'], 'renamed.png', { type: 'image/png' })]);
    await screen.findByText('Wrong file format');

    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    choose('apply-upload-logo', [new File([big], 'big.png', { type: 'image/png' })]);
    await screen.findByText('The file is too large');

    choose('apply-upload-logo', [new File([PNG], 'a.png', { type: 'image/png' }), new File([PNG], 'b.png', { type: 'image/png' })]);
    await screen.findByText('Upper limit reached');
    expect(calls.some((c) => c.path === '/p/file/uploadUrl')).toBe(false);

    choose('apply-upload-logo', [new File([PNG], 'logo.png', { type: 'image/png' })]);
    await waitFor(() => expect(screen.getByTestId('apply-upload-logo-field').getAttribute('data-uploaded')).toBe('true'));
    const ask = calls.find((c) => c.path === '/p/file/uploadUrl')!;
    expect(ask.body).toEqual({
      fileName: 'logo.png',
      contentType: 'image/png',
      size: PNG.length,
      purpose: 'shop-logo',
    });
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.credentials).toBe('omit');
  });

  it('validates the fields with the shared rules', async () => {
    answerApi({ '/p/shop/apply': null, '/shop/filters': filters });
    renderAt('/shop-apply', '/shop-apply', <ShopApplicationPage />);
    await screen.findByTestId('apply-form');
    fireEvent.change(screen.getByTestId('apply-shopName'), { target: { value: 'Sunrise & Co' } });
    fireEvent.change(screen.getByTestId('apply-intro'), { target: { value: '123456789' } });
    fireEvent.change(screen.getByTestId('apply-address'), { target: { value: 'Road' } });
    fireEvent.click(screen.getByTestId('apply-submit'));
    expect(await screen.findAllByText('A shop name cannot contain special characters')).not.toHaveLength(0);
    expect(await screen.findAllByText('Shop description: 10 to 200 characters')).not.toHaveLength(0);
    expect(await screen.findAllByText('The detailed address needs at least 5 characters')).not.toHaveLength(0);
  });

  it('shows a rejected application with its remark and offers a resubmit', async () => {
    answerApi({
      '/shop/filters': filters,
      '/p/shop/apply': {
        applyId: 1,
        shopName: 'Sunrise Lighting',
        contactPhone: '+86 138 0000 1234',
        region: 'Guangdong',
        address: 'No. 8 Harbour Road',
        lat: 22.5,
        lng: 114.1,
        intro: 'LED lamps for homes and offices.',
        logo: 'shop-logo/a',
        businessLicence: 'shop-licence/b',
        idCardFront: 'id-card/c',
        idCardBack: 'id-card/d',
        status: -1,
        statusKey: 'notPassed',
        auditRemark: 'The licence photo is blurred',
        shopId: null,
        shopStatus: null,
        submitCount: 1,
        updatedAt: '2026-11-21T10:00:00Z',
      },
    });
    renderAt('/shop-apply', '/shop-apply', <ShopApplicationPage />);
    expect((await screen.findByTestId('apply-status')).getAttribute('data-status')).toBe('notPassed');
    expect(screen.getByTestId('apply-remark').textContent).toContain('The licence photo is blurred');
    fireEvent.click(screen.getByTestId('apply-resubmit'));
    expect(((await screen.findByTestId('apply-shopName')) as HTMLInputElement).value).toBe('Sunrise Lighting');
    expect(screen.getByTestId('apply-upload-logo-field').getAttribute('data-uploaded')).toBe('true');
  });
});
