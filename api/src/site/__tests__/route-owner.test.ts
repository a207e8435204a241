import type { ReleaseSet } from '@mall/shared';
import { pageAssetUrls, remoteForPath, routeForPath } from '../route-owner';

const release: ReleaseSet = {
  buildId: 'b',
  remotes: [
    {
      name: 'mf-catalog',
      mfName: 'mf_catalog',
      version: '1.0.0-abc',
      entry: '/remotes/mf-catalog/1.0.0-abc/remoteEntry.js',
      routes: [
        { path: '/', pageKey: 'home', layout: 'home', title: { en: 'Home', zh_CN: '首页' }, assets: ['static/js/async/page-home.1.js'] },
        {
          path: '/products/detail/:prodId',
          pageKey: 'productDetail',
          layout: 'default',
          title: { en: 'Product', zh_CN: '商品' },
          assets: ['static/js/async/page-productDetail.2.js', '../../evil.js', 'https://elsewhere.example/x.js'],
        },
        { path: '/search', pageKey: 'search', layout: 'default', title: { en: 'Search', zh_CN: '搜索' } },
      ],
    },
  ],
};

describe('which page a URL is, and which of its scripts start with the HTML', () => {
  it('finds the route in English and under /zh_CN', () => {
    expect(routeForPath(release, '/products/detail/42')?.route.pageKey).toBe('productDetail');
    expect(routeForPath(release, '/zh_CN/products/detail/42')?.route.pageKey).toBe('productDetail');
    expect(remoteForPath(release, '/zh_CN')?.name).toBe('mf-catalog');
    expect(routeForPath(release, '/nowhere')).toBeUndefined();
  });

  it('lists the page files beside the remote entry, and only plain relative script paths', () => {
    expect(pageAssetUrls(routeForPath(release, '/'))).toEqual(['/remotes/mf-catalog/1.0.0-abc/static/js/async/page-home.1.js']);
    expect(pageAssetUrls(routeForPath(release, '/products/detail/1'))).toEqual([
      '/remotes/mf-catalog/1.0.0-abc/static/js/async/page-productDetail.2.js',
    ]);
    expect(pageAssetUrls(routeForPath(release, '/search'))).toEqual([]);
  });
});
