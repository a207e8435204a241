import { renderToString } from 'react-dom/server';
import { setConfig } from '@mall/shared';
import { DocumentLink, documentHref } from '../components/documents';

describe('order document links', () => {
  afterEach(() => setConfig({ apiBase: '/api' }));

  it('keeps a link of an API on the page origin as the API gave it, and renders without a window (the site server)', () => {
    setConfig({ apiBase: '/api' });
    expect(documentHref('/api/order-doc/invoice/7?exp=1&sig=x')).toBe('/api/order-doc/invoice/7?exp=1&sig=x');
    vi.stubGlobal('window', undefined);
    try {
      expect(renderToString(<DocumentLink url="/api/order-doc/invoice/7?exp=1&sig=x" label="Open" />)).toContain(
        'href="/api/order-doc/invoice/7?exp=1&amp;sig=x"',
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('resolves a link against an API that lives elsewhere', () => {
    setConfig({ apiBase: 'https://api.example.com/api' });
    expect(documentHref('/api/order-doc/invoice/7?exp=1&sig=x')).toBe('https://api.example.com/api/order-doc/invoice/7?exp=1&sig=x');
  });
});
