/**
 * Demo accounts the seed creates and the start command prints. Fixed buyer ids let other seeds
 * (orders, addresses, ...) refer to them; merchants are linked to shops by the shops seed.
 */
export interface DemoBuyer {
  userId: string;
  userName: string;
  password: string;
  mail: string;
  nickName: string;
  /** Integer minor units (USD cents). */
  balance: number;
  score: number;
  level: number;
  growth: number;
}
export interface DemoMerchant {
  userName: string;
  password: string;
}

export const DEMO_BUYERS: readonly DemoBuyer[] = [
  {
    userId: '00000000-0000-4000-8000-000000000001',
    userName: 'buyer',
    password: 'Buyer@123456',
    mail: 'buyer@example.com',
    nickName: 'Demo Buyer',
    balance: 500_000,
    score: 2000,
    level: 3,
    growth: 2600,
  },
  {
    userId: '00000000-0000-4000-8000-000000000002',
    userName: 'buyer2',
    password: 'Buyer2@123456',
    mail: 'buyer2@example.com',
    nickName: 'Second Buyer',
    balance: 100_000,
    score: 500,
    level: 1,
    growth: 300,
  },
];

export const DEMO_MERCHANTS: readonly DemoMerchant[] = ['merchant1', 'merchant2', 'merchant3'].map((userName) => ({
  userName,
  password: 'Merchant@123456',
}));

/** Everything a person needs to try the site, e.g. for the start command to print. */
export const DEMO_ACCOUNTS = {
  buyers: DEMO_BUYERS.map(({ userName, password, mail }) => ({ userName, password, mail })),
  merchants: DEMO_MERCHANTS,
} as const;

/** One line per account, for a console. */
export function formatDemoAccounts(): string[] {
  return [
    ...DEMO_ACCOUNTS.buyers.map((b) => `buyer     ${b.userName} / ${b.password}  (${b.mail})`),
    ...DEMO_ACCOUNTS.merchants.map((m) => `merchant  ${m.userName} / ${m.password}  (POST /api/merchant/login)`),
  ];
}
