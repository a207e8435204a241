import type { RouteDef } from '@mall/shared';

/** A public page of the help centre (shipping, returns, payment, buyer protection, terms, privacy, about). */
const help = (path: string, pageKey: string, en: string, zh_CN: string): RouteDef => ({
  path,
  pageKey,
  layout: 'default',
  light: true,
  title: { en, zh_CN },
});

/**
 * mf-checkout's routes (ROUTES.md). Pure data: published as dist/routes.json for the shell. The
 * buyer's own pages need a login and are private (kept out of search engines); the help centre is public: its rules are this remote's
 * (freight, returns and refunds, payment, the protection of an order), named here (issue 40).
 */
export const routes: RouteDef[] = [
  help('/help', 'help', 'Help Centre', '帮助中心'),
  help('/help/shipping', 'helpShipping', 'Shipping and Delivery', '配送与物流'),
  help('/help/returns', 'helpReturns', 'Returns and Refunds', '退货与退款'),
  help('/help/payment', 'helpPayment', 'Payment', '支付'),
  help('/help/buyer-protection', 'helpProtection', 'Buyer Protection', '买家保障'),
  help('/help/terms', 'helpTerms', 'Terms of Service', '服务条款'),
  help('/help/privacy', 'helpPrivacy', 'Privacy Policy', '隐私政策'),
  help('/help/about', 'helpAbout', 'About Us', '关于我们'),
  {
    path: '/cart',
    pageKey: 'cart',
    layout: 'default',
    login: true,
    private: true,
    light: true,
    title: { en: 'Shopping Cart', zh_CN: '购物车' },
  },
  {
    path: '/submit-order',
    pageKey: 'submitOrder',
    layout: 'default',
    login: true,
    private: true,
    light: true,
    title: { en: 'Submit Order', zh_CN: '提交订单' },
  },
  {
    path: '/payment',
    pageKey: 'payment',
    layout: 'default',
    login: true,
    private: true,
    light: true,
    title: { en: 'Checkout Counter', zh_CN: '收银台' },
  },
  {
    path: '/payment/success',
    pageKey: 'paymentSuccess',
    layout: 'default',
    login: true,
    private: true,
    title: { en: 'Payment Successful', zh_CN: '支付成功' },
  },
  {
    path: '/order-detail',
    pageKey: 'orderDetail',
    layout: 'default',
    login: true,
    private: true,
    light: true,
    title: { en: 'Order Details', zh_CN: '订单详情' },
  },
  {
    path: '/order-detail/logistics',
    pageKey: 'orderLogistics',
    layout: 'default',
    login: true,
    private: true,
    title: { en: 'Logistics Details', zh_CN: '物流详情' },
  },
  {
    path: '/return-detail',
    pageKey: 'returnDetail',
    layout: 'default',
    login: true,
    private: true,
    title: { en: 'After-sales Details', zh_CN: '售后详情' },
  },
  {
    path: '/write-comments',
    pageKey: 'writeComments',
    name: 'writeComments',
    layout: 'default',
    login: true,
    private: true,
    title: { en: 'Write a Review', zh_CN: '发表评价' },
  },
];
