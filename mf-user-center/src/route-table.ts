import type { RouteDef } from '@mall/shared';
import { USER_CENTER_DEFAULT_PAGE } from '@mall/shared/constants';

const UC = '/user-center';

/** A user-centre page: its layout, a signed-out visit opens the login dialog, and it is the buyer's own. */
const uc = (child: string, pageKey: string, title: RouteDef['title'], meta: Partial<RouteDef> = {}): RouteDef => ({
  path: `${UC}/${child}`,
  pageKey,
  layout: 'user-center',
  login: true,
  private: true,
  title,
  ...meta,
});
const MENU = { menu: true };

/**
 * mf-user-center's routes (ROUTES.md). Pure data: published as dist/routes.json for the shell.
 * Entries with `menu` form the user-centre side menu, in this order.
 */
export const routes: RouteDef[] = [
  {
    path: '/purchase-order',
    pageKey: 'purchaseOrder',
    layout: 'default',
    login: true,
    title: { en: 'Post a Sourcing Request', zh_CN: '发布采购需求' },
  },
  { path: '/procurement', pageKey: 'procurement', layout: 'default', title: { en: 'Procurement Center', zh_CN: '采购中心' } },
  // Named here: one request of the procurement centre, as suppliers see it ("Quote now").
  {
    path: '/procurement/detail',
    pageKey: 'procurementDetail',
    layout: 'default',
    title: { en: 'Purchase Information', zh_CN: '采购信息' },
  },
  {
    path: UC,
    redirect: `${UC}/${USER_CENTER_DEFAULT_PAGE}`,
    layout: 'user-center',
    login: true,
    private: true,
    title: { en: 'User Center', zh_CN: '个人中心' },
  },
  // Light (no antd, issue 19): the overview and my orders, the user centre's most visited pages.
  uc('uc-home', 'ucHome', { en: 'Overview', zh_CN: '概览' }, { ...MENU, light: true }),
  // The spec gives this page its full path as page key, and no keep-alive: the list must be fresh.
  uc('uc-order', `${UC}/uc-order`, { en: 'My Orders', zh_CN: '我的订单' }, { ...MENU, keepAlive: false, light: true }),
  uc('uc-return', 'ucReturn', { en: 'Returns & Refunds', zh_CN: '退款/售后' }, MENU),
  uc('apply-return', 'applyReturn', { en: 'Apply for After-sales', zh_CN: '申请售后' }),
  uc('uc-comments', 'ucComments', { en: 'My Reviews', zh_CN: '我的评价' }, MENU),
  uc('uc-purchase', 'ucPurchase', { en: 'My Sourcing Requests', zh_CN: '我的采购需求' }, MENU),
  uc('uc-sourcing', 'ucSourcing', { en: 'RFQ Management', zh_CN: '询价管理' }, MENU),
  uc('uc-sourcing/detail', 'ucSourcingDetail', { en: 'RFQ Details', zh_CN: '询价详情' }),
  uc('uc-quotation', 'ucQuotation', { en: 'Quotations', zh_CN: '报价单' }, MENU),
  uc('uc-quotation/detail', 'ucQuotationDetail', { en: 'Quotation Details', zh_CN: '报价详情' }),
  uc('uc-inquiry', 'ucInquiry', { en: 'My Inquiries', zh_CN: '我的询盘' }, MENU),
  uc('uc-collection', 'ucCollection', { en: 'My Collections', zh_CN: '我的收藏' }, MENU),
  uc('uc-footprint', 'ucFootprint', { en: 'My Footprints', zh_CN: '我的足迹' }, MENU),
  uc('uc-balance', 'ucBalance', { en: 'My Balance', zh_CN: '我的余额' }, MENU),
  uc('uc-points', 'ucPoints', { en: 'My Points', zh_CN: '我的积分' }, MENU),
  uc('uc-coupon', 'ucCoupon', { en: 'My Coupons', zh_CN: '我的优惠券' }, MENU),
  uc('uc-member', 'ucMember', { en: 'Member Center', zh_CN: '会员中心' }, MENU),
  uc('uc-account', 'ucAccount', { en: 'Account Information', zh_CN: '账户信息' }, MENU),
  uc('uc-company', 'ucCompany', { en: 'Company Information', zh_CN: '公司信息' }, MENU),
  uc('uc-company/edit', 'ucCompanyEdit', { en: 'Edit Company Information', zh_CN: '编辑公司信息' }),
  uc('uc-company/view', 'ucCompanyView', { en: 'Company Profile', zh_CN: '公司资料' }),
  uc('uc-address', 'ucAddress', { en: 'Shipping Addresses', zh_CN: '收货地址' }, MENU),
  uc('uc-password', 'ucPassword', { en: 'Change Password', zh_CN: '修改密码' }, MENU),
  uc('uc-notification', 'ucNotification', { en: 'Message Notifications', zh_CN: '消息通知' }, MENU),
];
