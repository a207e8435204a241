import type { RouteDef } from '@mall/shared';

/** Shop ids are numeric: anything else is a 404 (the shell validates params per route). */
const SHOP_ID = { shopId: '^\\d+$' };

/** mf-shop's routes (ROUTES.md). Pure data: published as dist/routes.json for the shell. */
export const routes: RouteDef[] = [
  // The list and a shop's home are light (the light kit, no antd: docs/architecture.md "First views").
  { path: '/shop-list', pageKey: 'shopList', layout: 'default', light: true, title: { en: 'Shop List', zh_CN: '店铺列表' } },
  // The shop home (empty child path) and its six children, each with the shop layout.
  {
    path: '/shop/:shopId',
    pageKey: 'shopHome',
    layout: 'shop',
    light: true,
    paramRules: SHOP_ID,
    title: { en: 'Shop Home', zh_CN: '店铺首页' },
  },
  {
    path: '/shop/:shopId/about-us',
    pageKey: 'shopAboutUs',
    layout: 'shop',
    paramRules: SHOP_ID,
    title: { en: 'About Us', zh_CN: '关于我们' },
  },
  {
    path: '/shop/:shopId/contact-us',
    pageKey: 'shopContactUs',
    layout: 'shop',
    paramRules: SHOP_ID,
    title: { en: 'Contact Us', zh_CN: '联系我们' },
  },
  // 'infomation' is the spec's spelling of the path; keep it, links exist in the wild.
  {
    path: '/shop/:shopId/product-infomation',
    pageKey: 'shopProducts',
    layout: 'shop',
    paramRules: SHOP_ID,
    title: { en: 'Product Information', zh_CN: '产品信息' },
  },
  {
    path: '/shop/:shopId/qualification-certificate',
    pageKey: 'shopCertificates',
    layout: 'shop',
    paramRules: SHOP_ID,
    title: { en: 'Qualification Certificates', zh_CN: '资质证书' },
  },
  {
    path: '/shop/:shopId/video-center',
    pageKey: 'shopVideos',
    layout: 'shop',
    paramRules: SHOP_ID,
    title: { en: 'Video Center', zh_CN: '视频中心' },
  },
  {
    path: '/shop/:shopId/vr-factory',
    pageKey: 'shopVrFactory',
    layout: 'shop',
    paramRules: SHOP_ID,
    title: { en: 'VR Factory', zh_CN: 'VR 工厂' },
  },
  { path: '/shop-apply', pageKey: 'shopApply', layout: 'default', login: true, title: { en: 'Open a Free Shop', zh_CN: '免费开店' } },
];
