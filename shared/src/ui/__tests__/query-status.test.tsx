// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@mall/shared';
import { QueryStatus } from '..';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: {}, interpolation: { escapeValue: false } });
});
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

const done = { isPending: false, isError: false, refetch: () => undefined };
const show = (query: object, missing = false) =>
  render(
    <MemoryRouter>
      <QueryStatus query={{ ...done, ...query }} missing={missing}>
        <p>the item</p>
      </QueryStatus>
    </MemoryRouter>,
  );

describe('QueryStatus: a detail page whose item does not exist', () => {
  it('shows the not-found result, not an empty page, when the item is missing', () => {
    show({}, true);
    expect(screen.getByTestId('item-not-found').textContent).toContain('Page Not Found');
    expect(screen.queryByText('the item')).toBeNull();
  });

  it('shows it for an A00013 answer too, in Chinese on Chinese pages, with a way home', async () => {
    await i18next.changeLanguage('zh_CN');
    show({ isError: true, error: new ApiError('A00013', 'Not found', null) });
    expect(screen.getByTestId('item-not-found').textContent).toContain('页面未找到');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/');
  });

  it("knows an A00013 thrown by another copy of the request module (the page's shared instance)", () => {
    // What the shared '@mall/shared' instance throws is not the class this bundled copy imports.
    class OtherCopyApiError extends Error {
      constructor(readonly code: string) {
        super('Not found');
        this.name = 'ApiError';
      }
    }
    show({ isError: true, error: new OtherCopyApiError('A00013') });
    expect(screen.getByTestId('item-not-found').textContent).toContain('Page Not Found');
  });

  it('other failures still offer a retry; a found item shows', () => {
    show({ isError: true, error: new ApiError('A00005', 'boom', null) });
    expect(screen.queryByTestId('item-not-found')).toBeNull();
    expect(screen.getByRole('button').textContent).toBe('Retry');
    cleanup();
    show({});
    screen.getByText('the item');
  });
});
