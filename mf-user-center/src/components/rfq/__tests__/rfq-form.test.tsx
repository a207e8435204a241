import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import dayjs from 'dayjs';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { addNamespace, bus, COMMON_NS, commonResources, useLocaleStore, useSessionStore } from '@mall/shared';
import { rfqDay } from '@mall/shared/schemas';
import { resources } from '../../../i18n';
import { rfqFieldError } from '../rfq-rules';
import { categoryPathOf, RfqForm, toSubmitBody, type RfqFormProps } from '../rfq-form';
import type { CategoryNode } from '@mall/shared/contracts';

const TREE: CategoryNode[] = [
  {
    categoryId: 1,
    parentId: 0,
    categoryName: 'Home',
    pic: null,
    grade: 1,
    children: [{ categoryId: 11, parentId: 1, categoryName: 'Kitchen', pic: null, grade: 2, children: [] }],
  },
];
vi.mock('../../../api/rfq', async () => {
  const { useQuery } = await import('@tanstack/react-query');
  return {
    useCategoryTree: () => useQuery({ queryKey: ['tree'], queryFn: async () => TREE }),
    submitRfq: vi.fn(),
    sendRfqCode: vi.fn(),
  };
});

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: {}, interpolation: { escapeValue: false } });
  addNamespace(i18next, COMMON_NS, commonResources);
  addNamespace(i18next, 'userCenter', resources);
});

describe('RFQ field rules (the shared schema, worded for the buyer)', () => {
  it('quantity: digits only', () => {
    expect(rfqFieldError('quantity', '12a', 'en')).toBe('Digits only');
    expect(rfqFieldError('quantity', '1.5', 'zh_CN')).toBe('只能输入数字');
    expect(rfqFieldError('quantity', '', 'en')).toBe('Please enter the quantity');
    expect(rfqFieldError('quantity', '0', 'en')).toBe('The quantity must be between 1 and 999,999,999');
    expect(rfqFieldError('quantity', '120', 'en')).toBeNull();
  });

  it('description: 20 to 8000 characters', () => {
    const msg = 'Detailed requirements: 20 to 8000 characters';
    expect(rfqFieldError('description', 'x'.repeat(19), 'en')).toBe(msg);
    expect(rfqFieldError('description', 'x'.repeat(20), 'en')).toBeNull();
    expect(rfqFieldError('description', 'x'.repeat(8000), 'en')).toBeNull();
    expect(rfqFieldError('description', 'x'.repeat(8001), 'zh_CN')).toBe('详细需求：20-8000个字符');
  });

  it('required fields in both languages, PDFs at most one, validity within 90 days', () => {
    expect(rfqFieldError('tradeTerm', undefined, 'en')).toBe('Please choose a trade term');
    expect(rfqFieldError('country', undefined, 'zh_CN')).toBe('请选择目的国家');
    expect(rfqFieldError('code', '', 'en')).toBe('Please enter the verification code');
    expect(rfqFieldError('code', '12345', 'en')).toBe('The verification code is 6 digits');
    expect(rfqFieldError('email', 'a@b', 'en')).toBe('Please enter a correct e-mail address');
    expect(rfqFieldError('pdfs', ['a', 'b'], 'en')).toBe('Only one PDF file can be uploaded');
    expect(rfqFieldError('images', ['1', '2', '3', '4', '5', '6'], 'en')).toBe('Upper limit reached');
    expect(rfqFieldError('validUntil', rfqDay(91), 'en')).toMatch(/90 days/);
    expect(rfqFieldError('price', '12.345', 'en')).toBeNull();
    expect(rfqFieldError('price', '12,5', 'en')).toBe('Please enter an amount such as 12.50');
  });

  it("finds a product's category path in the tree (the cascader's value)", () => {
    expect(categoryPathOf(TREE, 11)).toEqual([1, 11]);
    expect(categoryPathOf(TREE, 99)).toBeUndefined();
  });

  it('builds the API body from the form values', () => {
    const body = toSubmitBody({ categoryPath: [1, 11, 111], validUntil: dayjs('2030-01-02'), quantity: '5' } as never);
    expect(body).toMatchObject({ categoryId: 111, validUntil: '2030-01-02', quantity: '5', images: [], pdfs: [] });
  });
});

function renderForm(props: Partial<RfqFormProps> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <App>
        <RfqForm onDone={() => undefined} {...props} />
      </App>
    </QueryClientProvider>,
  );
}

// antd forms render slowly on a shared 2-core runner.
describe('the RFQ form', { timeout: 30_000 }, () => {
  afterEach(() => {
    useLocaleStore.setState({ locale: 'en' });
    void i18next.changeLanguage('en');
  });

  it('an empty submit shows the required-field messages', async () => {
    renderForm();
    await act(async () => fireEvent.click(screen.getByTestId('rfq-submit')));
    for (const text of [
      'Please enter the product name',
      'Please choose a category',
      'Please enter the quantity',
      'Please choose a unit',
      'Please enter the target unit price',
      'Please enter the maximum budget',
      'Please choose a trade term',
      'Detailed requirements: 20 to 8000 characters',
      'Please choose a shipping method',
      'Please choose a payment method',
      'Please choose the destination country',
      'Please enter the destination (port or city)',
      'Please enter the contact name',
      'Please enter your e-mail',
      'Please enter the verification code',
    ]) {
      await waitFor(() => expect(screen.getAllByText(text).length).toBeGreaterThan(0));
    }
  });

  it('in Chinese too, and the contact comes from the account', async () => {
    useLocaleStore.setState({ locale: 'zh_CN' });
    await i18next.changeLanguage('zh_CN');
    useSessionStore.setState({ userInfo: { nickName: 'Buyer Ann', userMail: 'ann@example.com' } });
    renderForm();
    expect((screen.getByTestId('rfq-email') as HTMLInputElement).value).toBe('ann@example.com');
    expect((screen.getByTestId('rfq-contactName') as HTMLInputElement).value).toBe('Buyer Ann');
    await act(async () => fireEvent.click(screen.getByTestId('rfq-submit')));
    await waitFor(() => expect(screen.getAllByText('请输入产品名称').length).toBeGreaterThan(0));
    expect(screen.getAllByText('请输入验证码').length).toBeGreaterThan(0);
    expect(screen.queryByText('请输入联系人')).toBeNull();
  });

  it('checks the quantity when it loses focus', async () => {
    renderForm();
    const quantity = screen.getByTestId('rfq-quantity');
    fireEvent.change(quantity, { target: { value: '12a' } });
    expect(screen.queryByText('Digits only')).toBeNull();
    await act(async () => fireEvent.blur(quantity));
    await waitFor(() => screen.getByText('Digits only'));
  });

  it('quick quote, signed out: sending keeps everything typed as the draft and asks for the login dialog', async () => {
    useSessionStore.setState({ userToken: '', userInfo: null });
    const onSignIn = vi.fn();
    const showLogin = vi.fn();
    bus.on('show-login', showLogin);
    renderForm({ variant: 'quick', initialValues: { productName: 'Steel bottle' }, categoryId: 11, onSignIn });
    expect(screen.queryByTestId('rfq-image-field')).toBeNull();
    expect((screen.getByTestId('rfq-productName') as HTMLInputElement).value).toBe('Steel bottle');
    // The product's category is chosen once the tree is here.
    await waitFor(() => screen.getByText('Home / Kitchen'));
    fireEvent.change(screen.getByTestId('rfq-quantity'), { target: { value: '800' } });
    await act(async () => fireEvent.click(screen.getByTestId('rfq-submit')));
    await waitFor(() => expect(onSignIn).toHaveBeenCalledTimes(1));
    expect(showLogin).toHaveBeenCalledTimes(1);
    expect(onSignIn.mock.calls[0]![0]).toMatchObject({ productName: 'Steel bottle', quantity: '800', categoryPath: [1, 11] });
    bus.off('show-login', showLogin);
  });
});
