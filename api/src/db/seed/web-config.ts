/** Default site configuration per language (GET /webConfig/getPcWebConfig). Operators edit the rows afterwards. */
const LOGO = '/static/logo.svg';
const SERVICE = {
  phone: '+1 646 555 0142',
  email: 'support@globaltrademall.example',
};

const en = {
  pcTitleContent: 'GlobalTrade Mall',
  pcLogoImg: LOGO,
  pcIconImg: LOGO,
  seoConfigList: [
    {
      type: 'home',
      title: 'GlobalTrade Mall - Cross-border B2B & B2C Marketplace',
      keywords: 'global trade, wholesale, B2B marketplace, suppliers, manufacturers, sourcing, export',
      description:
        'Source products from verified manufacturers and suppliers, request quotations, and order online with secure payment on GlobalTrade Mall.',
    },
    {
      type: 'product',
      title: 'Products - GlobalTrade Mall',
      keywords: 'wholesale products, factory price, bulk order, OEM, ODM',
      description: 'Browse wholesale products with factory prices, minimum order quantities and trade terms from verified suppliers.',
    },
    {
      type: 'shop',
      title: 'Suppliers - GlobalTrade Mall',
      keywords: 'suppliers, manufacturers, factories, trading companies, verified shops',
      description:
        'Find verified manufacturers and trading companies, see their certificates and factory information, and contact them directly.',
    },
    {
      type: 'category',
      title: 'All Categories - GlobalTrade Mall',
      keywords: 'product categories, industries, machinery, electronics, apparel, home and garden',
      description: 'Explore every product category on GlobalTrade Mall, from machinery and electronics to apparel and home goods.',
    },
    {
      type: 'exhibition',
      title: 'Trade Exhibitions - GlobalTrade Mall',
      keywords: 'trade show, online exhibition, industry fair, new products',
      description: 'Visit online trade exhibitions and industry belts to discover new products and meet suppliers.',
    },
  ],
  pcFooterCopyright: '© GlobalTrade Mall. All rights reserved.',
  pcFooterSlogan: 'Trade made simple, anywhere in the world.',
  pcFooterLinks: [
    { title: 'Post a sourcing request', url: '/purchase-order' },
    { title: 'Procurement centre', url: '/procurement' },
    { title: 'Open a free shop', url: '/shop-apply' },
    { title: 'News', url: '/news' },
    { title: 'Sitemap', url: '/sitemap' },
  ],
  customerService: {
    phone: SERVICE.phone,
    email: SERVICE.email,
    workingHours: 'Monday to Friday, 9:00-18:00 (New York time)',
    address: '350 Fifth Avenue, New York, NY 10118, United States',
  },
};

const zh_CN: typeof en = {
  pcTitleContent: '环球贸易商城',
  pcLogoImg: LOGO,
  pcIconImg: LOGO,
  seoConfigList: [
    {
      type: 'home',
      title: '环球贸易商城 - 跨境B2B与B2C交易平台',
      keywords: '环球贸易,外贸批发,B2B平台,供应商,生产厂家,采购,出口',
      description: '在环球贸易商城向认证的生产厂家和供应商采购商品、发布询价并在线安全下单支付。',
    },
    {
      type: 'product',
      title: '商品 - 环球贸易商城',
      keywords: '批发商品,工厂价,批量采购,OEM,ODM',
      description: '浏览认证供应商的批发商品，查看工厂价格、起订量和贸易条款。',
    },
    {
      type: 'shop',
      title: '供应商 - 环球贸易商城',
      keywords: '供应商,生产厂家,工厂,贸易公司,认证店铺',
      description: '寻找认证的生产厂家和贸易公司，查看资质证书与工厂信息并直接联系。',
    },
    {
      type: 'category',
      title: '全部分类 - 环球贸易商城',
      keywords: '商品分类,行业,机械,电子,服装,家居园艺',
      description: '浏览环球贸易商城的全部商品分类，从机械电子到服装家居。',
    },
    {
      type: 'exhibition',
      title: '展会 - 环球贸易商城',
      keywords: '展会,线上展览,行业博览会,新品',
      description: '参观线上展会与产业带，发现新品并结识供应商。',
    },
  ],
  pcFooterCopyright: '© 环球贸易商城 版权所有',
  pcFooterSlogan: '让全球贸易更简单。',
  pcFooterLinks: [
    { title: '发布采购需求', url: '/purchase-order' },
    { title: '采购中心', url: '/procurement' },
    { title: '免费开店', url: '/shop-apply' },
    { title: '新闻资讯', url: '/news' },
    { title: '网站地图', url: '/sitemap' },
  ],
  customerService: {
    phone: SERVICE.phone,
    email: SERVICE.email,
    workingHours: '周一至周五 9:00-18:00（纽约时间）',
    address: '美国纽约州纽约市第五大道350号，邮编10118',
  },
};

export const WEB_CONFIG_SEED: Record<'en' | 'zh_CN', typeof en> = { en, zh_CN };
