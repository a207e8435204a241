/** Business constants and limits from spec section 9. One place; never literals in pages. */
export const LOCALES = ['en', 'zh_CN'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** Path prefix of the non-default locale. */
export const LOCALE_PREFIX = '/zh_CN';
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_DAYS = 365;
export const CURRENCY_COOKIE = 'currency';
export const TOKEN_STORAGE_KEY = 'userToken';
export const TOKEN_COOKIE = 'userToken';
/** The session's quickQuote draft (sessionStorage: this tab only, gone when it closes). */
export const QUICK_QUOTE_STORAGE_KEY = 'quickQuote';
/** What a signed-out buyer asked for, done once they have signed in (sessionStorage, after-sign-in.ts). */
export const AFTER_SIGN_IN_STORAGE_KEY = 'mall:afterSignIn';
/** How long such a wish waits for the sign-in. */
export const AFTER_SIGN_IN_TTL_MS = 15 * 60 * 1000;

export const USER_CENTER_DEFAULT_PAGE = 'uc-home';
/** Session id renewal after this much idle time (local storage stamp). */
export const SESSION_IDLE_RENEW_MS = 30 * 60 * 1000;
export const SESSION_ID_KEY = 'sessionId';
export const SESSION_STAMP_KEY = 'sessionStamp';
export const DEFAULT_TIME_ZONE = 'America/New_York';

/** An order's number, wherever one is given (addresses, queries, bodies): 6 to 32 digits. */
export const ORDER_NUMBER_PATTERN = /^\d{6,32}$/;
/**
 * The browser's IANA time zone, written by the request client once it knows it: the site server
 * makes a signed-in buyer's first calls in it (api/src/site/initial-data.ts).
 */
export const TIME_ZONE_COOKIE = 'tz';
/** A reload offered for a new build is not repeated within this window. */
export const RELOAD_GUARD_MS = 10_000;
export const DEFAULT_CURRENCY = { currencyCode: 'USD', symbol: '$', exchangeRate: 1 } as const;
export const ERROR_NOTICE_MS = 1500;
export const CODE_COUNTDOWN_SECONDS = 60;
export const CODE_COUNTDOWN_TICK_MS = 1000;
export const VERIFICATION_CODE_LENGTH = 6;
export const LOGIN_PASSWORD_MIN = 6;
export const LOGIN_DIALOG_WIDTH = 550;
export const PASSWORD_CHANGE_REDIRECT_MS = 3000;
export const CART_SETTLEMENT_MAX = 50;
export const POINTS_STEP = 10;
/** 10 points are worth 1 cent (the documented rate): what points pay, and what a points-mall order costs in points. */
export const POINTS_PER_CENT = 10;
export const REFUND_NOTE_MAX = 200;
export const REFUND_VOUCHERS_MAX = 5;
export const INTERVENTION_VOUCHERS_MAX = 3;
export const COMMENT_MAX = 150;
export const COMMENT_IMAGES_MAX = 9;
export const INQUIRY_MIN = 20;
export const INQUIRY_MAX = 8000;
export const STORE_DESCRIPTION_MIN = 10;
export const STORE_DESCRIPTION_MAX = 200;
export const STORE_NAME_MAX = 20;
export const STORE_ADDRESS_MIN = 5;
export const ADDRESS_DETAIL_MIN = 5;
export const ADDRESS_DETAIL_MAX = 50;
export const PHONE_DIGITS = 11;
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_MAX_BYTES_LARGE = 10 * 1024 * 1024;
export const BULK_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const BULK_IMPORT_EXTENSIONS = ['xls', 'xlsx'] as const;
export const REFUND_SELLER_DAYS = 7;
/** After the seller accepts a return, the buyer has this long to ship it, else the request times out. */
export const REFUND_BUYER_SHIP_DAYS = 7;
/** After the buyer ships the return, the seller has this long to confirm receipt, else it is refunded. */
export const REFUND_SELLER_RECEIVE_DAYS = 7;
/** After-sales can be asked for until this long after receipt (the spec leaves it open; docs/after-sales.md). */
export const AFTER_SALES_WINDOW_DAYS = 15;
/** Completing an order earns 1 point per this many minor units kept (1 point per $1; spec 9 leaves the amount open). */
export const POINTS_EARN_MINOR_PER_POINT = 100;
export const CUSTOMS_THRESHOLD_RATIO = 0.8;
/**
 * A customs declaration may exceed the order amount (discounts, coupons and points lower what the
 * buyer pays, not the goods' customs value), but by at most this multiple of it.
 */
export const CUSTOMS_DECLARED_MAX_RATIO = 1.5;
/** Minimum refundable amount, in minor units (0.01). */
export const MIN_REFUNDABLE_MINOR = 1;
export const UNIT_DICT_TYPE = 'UNITS_OF_MEASUREMENT';
/** Unpaid orders expire after this (mall4j default; configurable in the API). */
export const PAYMENT_TIME_LIMIT_MS = 30 * 60 * 1000;

export const ACCOUNT_MIN = 4;
export const ACCOUNT_MAX = 16;
export const REGISTER_PASSWORD_MIN = 8;
export const REGISTER_PASSWORD_MAX = 20;
export const CHANGE_PASSWORD_MIN = 6;
export const CHANGE_PASSWORD_MAX = 20;
export const STORE_PASSWORD_MIN = 6;
export const STORE_PASSWORD_MAX = 12;
export const NICKNAME_MAX = 15;
export const MERCHANT_MESSAGE_SHORT = 100;
export const MERCHANT_MESSAGE_LONG = 200;

/** Company profile (spec section 3): choices and lengths the form and the API share. */
export const COMPANY_EMPLOYEE_RANGES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const;
export const COMPANY_REVENUE_RANGES = ['below1m', '1m-5m', '5m-10m', '10m-50m', '50m-100m', 'above100m'] as const;
export const COMPANY_BUSINESS_TYPES = [
  'manufacturer',
  'tradingCompany',
  'buyingOffice',
  'agent',
  'distributor',
  'retailer',
  'individual',
  'other',
] as const;
export const SALES_PLATFORMS = [
  'amazon',
  'ebay',
  'shopify',
  'walmart',
  'aliexpress',
  'tiktokShop',
  'ownWebsite',
  'offlineStores',
  'other',
] as const;
export const COMPANY_NAME_MAX = 100;
export const COMPANY_INTRO_MAX = 2000;
export const COMPANY_TEXT_MAX = 200;
export const COMPANY_WEBSITE_MAX = 200;
export const COMPANY_MAIN_PRODUCTS_MAX = 10;
export const COMPANY_TAG_MAX = 40;

/** Balance top-up at the payment counter: $1 to $10,000 (minor units). */
export const RECHARGE_MIN = 100;
export const RECHARGE_MAX = 1_000_000;
/** Daily sign-in: points per day, and a bonus on every 7th day in a row. */
export const SIGN_IN_POINTS = 10;
export const SIGN_IN_STREAK_DAYS = 7;
export const SIGN_IN_STREAK_BONUS = 50;
/** Points and growth a completed order earns per whole unit (dollar) paid, before the level's rate. */
export const ORDER_REWARD_PER_UNIT = 1;

/** What a notification is about; the buyer subscribes to e-mail per kind (uc-notification). */
export const NOTIFICATION_KINDS = ['order', 'refund', 'quotation', 'inquiry', 'system'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
/** E-mail copies are on for these kinds until the buyer says otherwise. */
export const NOTIFICATION_EMAIL_DEFAULT: Record<NotificationKind, boolean> = {
  order: true,
  refund: true,
  quotation: true,
  inquiry: true,
  system: false,
};

/** Payment methods of spec section 9, with the cross-border edition's pay type numbers. */
export const PAY_TYPES = {
  points: 0,
  wechat: 1,
  alipay: 2,
  balance: 9,
  paypal: 10,
  paypalCard: 12,
  offline: 13,
} as const;
export type PayTypeName = keyof typeof PAY_TYPES;

/**
 * Trade terms: which of freight, logistics insurance and import duties and taxes the buyer pays
 * through the site (docs/product.md §4a). EXW none; FOB the seller's charge to the port of loading;
 * CIF freight to the destination and insurance; DDP those and the duties and taxes.
 */
export const TRADE_TERMS = ['EXW', 'FOB', 'CIF', 'DDP'] as const;
export type TradeTerm = (typeof TRADE_TERMS)[number];
/** The term a new order starts with: everything paid up front, nothing due at the door. */
export const DEFAULT_TRADE_TERM: TradeTerm = 'DDP';
/**
 * The term an order is priced and kept at. Self pickup hands the goods over at the seller's works:
 * nothing is carried, insured or imported through the site, so it is EXW whatever term was chosen
 * (the buyer pays no freight, insurance or duty the site would not incur; docs/product.md §4a).
 */
export const tradeTermFor = (deliveryType: 'express' | 'pickup', term: TradeTerm): TradeTerm => (deliveryType === 'pickup' ? 'EXW' : term);

export const PRODUCT_TYPES = [
  'normal',
  'groupBuy',
  'seckill',
  'points',
  'presale',
  'combo',
  'gift',
  'virtual',
  'physical',
  'eCard',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
/** Product types the cart refuses (spec section 8). */
export const NOT_CARTABLE_TYPES: readonly ProductType[] = ['presale', 'combo', 'seckill'];

/** Web config SEO entry type that gives the home page's head. */
export const SEO_HOME_TYPE = 'home';
/** Name of the sales-visibility switch in /pconfig/getInfo. */
export const HIDE_SALES_KEY = 'HIDE_SALES';

/** Sorts of the supplier list and of a shop's products (the pages' tabs; the API checks them). */
export const SHOP_SORTS = ['default', 'sales', 'response', 'years', 'newest'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];
export const PROD_SORTS = ['default', 'sales', 'priceAsc', 'priceDesc', 'newest'] as const;
export type ProdSort = (typeof PROD_SORTS)[number];

/** The files of the free shop opening, each with its upload purpose (image, 2 MB; private but the logo). */
export const SHOP_APPLY_FILES = {
  logo: 'shop-logo',
  businessLicence: 'shop-licence',
  idCardFront: 'id-card',
  idCardBack: 'id-card',
} as const;
export type ShopApplyFileField = keyof typeof SHOP_APPLY_FILES;

/**
 * Chat (docs/chat.md). A text message holds at most this many characters (spec section 5 only
 * says blank messages cannot be sent; 500 keeps a message one bus notice and one screen long).
 */
export const CHAT_TEXT_MAX = 500;
/** The picture manager: pictures and groups one buyer may keep, and a group name's length. */
export const CHAT_PICTURES_MAX = 300;
export const CHAT_PICTURE_GROUPS_MAX = 20;
export const CHAT_NAME_MAX = 30;
/** Messages in a history page when none is asked for (the thread's newest page). */
export const CHAT_HISTORY_PAGE = 30;
/** Server heartbeat interval; a side that hears nothing for 2.5 intervals drops the connection. */
export const CHAT_HEARTBEAT_MS = 25_000;
/** The first frame must authenticate within this time. */
export const CHAT_AUTH_TIMEOUT_MS = 10_000;
/** Largest frame the socket accepts (a text message of 500 Chinese characters is about 1.5 kB). */
export const CHAT_MAX_FRAME_BYTES = 16 * 1024;
/**
 * Why the server closed a chat socket (WebSocket close codes; 4000-4999 are the application's).
 * The client reconnects after none of them but `restart` (and the network's own 1006).
 */
export const CHAT_CLOSE = {
  /** The server is restarting or shutting down: reconnect. */
  restart: 1012,
  /** A frame was over CHAT_MAX_FRAME_BYTES (the ws library's own code). */
  tooBig: 1009,
  /** A frame was not JSON, not an object, of an unknown type or of the wrong shape. */
  malformed: 4400,
  /** No (valid) auth frame: bad, expired or revoked token, or none within CHAT_AUTH_TIMEOUT_MS. */
  unauthorized: 4401,
  /** Nothing heard for 2.5 heartbeats. */
  heartbeat: 4408,
  /** A newer session of the same account opened the chat ("logged in elsewhere"). */
  replaced: 4409,
  /** Far over the frame rate limit. */
  flooding: 4429,
  /** The account already holds CHAT_MAX_SOCKETS_PER_ACCOUNT sockets (in every API process together). */
  tooManySockets: 4430,
} as const;
/**
 * Frames per second a socket may send (a burst of CHAT_RATE_BURST is allowed); the same bucket
 * holds the messages of one account over all its sockets in every API process.
 */
export const CHAT_RATE_PER_SECOND = 5;
export const CHAT_RATE_BURST = 20;
/** Chat sockets one account may hold at once (one per open page of the site), over every API process. */
export const CHAT_MAX_SOCKETS_PER_ACCOUNT = 20;

/**
 * Why the balance, the points or the growth moved: the ledgers' `reason`, written by the API
 * (api/src/modules/ledger) and named by the user centre's ledger tables. A movement's (reason, ref)
 * is unique. 'grant': given by the platform outside any order (an account's opening amounts).
 */
export const BALANCE_REASONS = ['grant', 'recharge', 'pay', 'refund'] as const;
export type BalanceReason = (typeof BALANCE_REASONS)[number];
export const POINTS_REASONS = [
  'grant',
  'signIn',
  'orderEarn',
  'orderEarnBack',
  /** Older ledgers' name of 'orderEarn' (booked before it was one function); still shown. */
  'orderReward',
  'memberBonus',
  'orderUse',
  'orderReturn',
  'pay',
  'refund',
  'refundPointsReturn',
] as const;
export type PointsReason = (typeof POINTS_REASONS)[number];
export const LEDGER_REASONS = { balance: BALANCE_REASONS, points: POINTS_REASONS } as const;
/**
 * A payback (money back through the method that paid): done, awaiting the merchant's transfer
 * (offline transfer), or failed (the gateway refused; retried under the same refund number).
 */
export const PAYBACK_STATUSES = ['done', 'awaitingTransfer', 'failed'] as const;
/** Growth: a completed order earns it ('order'), a refund afterwards takes its share back ('orderBack'). */
export const GROWTH_REASONS = ['grant', 'order', 'orderBack'] as const;
export type GrowthReason = (typeof GROWTH_REASONS)[number];
