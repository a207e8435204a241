import type { Locale } from '@mall/shared';
import type { CenterOverview } from '@mall/shared/contracts';
import type { Db } from '../../db';
import { num } from '../../db/sql';
import { myOrders, orderCount } from '../checkout/order-queries';
import { couponCounts, levelProgress, membershipOf, signInStatus } from '../membership';
import { listNotifications, unreadCount } from '../notifications/notifications-service';

/** uc-home in one round trip: who, level, money, coupons, orders, messages, today's sign-in. */
export async function centerOverview(db: Db, userId: string, locale: Locale, timeZone?: string): Promise<CenterOverview | null> {
  const user = await db.one<{
    userId: string;
    userName: string;
    nickName: string;
    pic: string | null;
    balance: string | number;
    score: number;
  }>(`SELECT user_id AS "userId", user_name AS "userName", nick_name AS "nickName", pic, balance, score FROM app_user WHERE user_id = $1`, [
    userId,
  ]);
  if (!user) return null;
  const [progress, membership, coupons, counts, orders, unread, notices, signIn] = await Promise.all([
    levelProgress(db, userId, locale),
    membershipOf(db, userId, locale),
    couponCounts(db, userId),
    orderCount(db, userId),
    myOrders(db, userId, 0, 1, 3, locale),
    unreadCount(db, userId),
    listNotifications(db, userId, { unread: true, current: 1, size: 3 }, locale),
    signInStatus(db, userId, timeZone),
  ]);
  return {
    user: { userId: user.userId, userName: user.userName, nickName: user.nickName, pic: user.pic },
    progress,
    membership,
    balance: num(user.balance),
    points: user.score,
    couponCount: coupons.available,
    orderCounts: counts,
    latestOrders: orders.records.map((o) => {
      const r = o as unknown as Record<string, unknown> & { orderItems: { pic: string | null; prodName: string; count: number }[] };
      return {
        orderNumber: String(r.orderNumber),
        status: num(r.status),
        shopName: String(r.shopName),
        actualTotal: num(r.actualTotal),
        createTime: new Date(String(r.createTime)).toISOString(),
        pic: r.orderItems[0]?.pic ?? null,
        prodName: r.orderItems[0]?.prodName ?? '',
        itemCount: r.orderItems.reduce((s, i) => s + i.count, 0),
      };
    }),
    unread: unread.total,
    latestNotifications: notices.records,
    signedInToday: signIn.signedToday,
  };
}
