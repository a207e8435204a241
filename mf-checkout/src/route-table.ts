import type { RouteDef } from '@mall/shared';

/** mf-checkout's routes (ROUTES.md). Pure data: published as dist/routes.json for the shell. All need a login. */
export const routes: RouteDef[] = [
  { path: '/cart', pageKey: 'cart', layout: 'default', login: true, light: true, title: { en: 'Shopping Cart', zh_CN: '购物车' } },
  {
    path: '/submit-order',
    pageKey: 'submitOrder',
    layout: 'default',
    login: true,
    light: true,
    title: { en: 'Submit Order', zh_CN: '提交订单' },
  },
  { path: '/payment', pageKey: 'payment', layout: 'default', login: true, light: true, title: { en: 'Checkout Counter', zh_CN: '收银台' } },
  {
    path: '/payment/success',
    pageKey: 'paymentSuccess',
    layout: 'default',
    login: true,
    title: { en: 'Payment Successful', zh_CN: '支付成功' },
  },
  {
    path: '/order-detail',
    pageKey: 'orderDetail',
    layout: 'default',
    login: true,
    light: true,
    title: { en: 'Order Details', zh_CN: '订单详情' },
  },
  {
    path: '/order-detail/logistics',
    pageKey: 'orderLogistics',
    layout: 'default',
    login: true,
    title: { en: 'Logistics Details', zh_CN: '物流详情' },
  },
  {
    path: '/return-detail',
    pageKey: 'returnDetail',
    layout: 'default',
    login: true,
    title: { en: 'After-sales Details', zh_CN: '售后详情' },
  },
  {
    path: '/write-comments',
    pageKey: 'writeComments',
    name: 'writeComments',
    layout: 'default',
    login: true,
    title: { en: 'Write a Review', zh_CN: '发表评价' },
  },
];
