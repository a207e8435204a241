/** The test helpers without antd (the light pages' tests mock antd away): i18n and sample data. */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { addNamespace, commonResources } from '@mall/shared';
import { resources } from '../i18n';

export async function initI18n(lng = 'en'): Promise<void> {
  if (!i18next.isInitialized) await i18next.use(initReactI18next).init({ lng, resources: {}, interpolation: { escapeValue: false } });
  addNamespace(i18next, 'shop', resources);
  addNamespace(i18next, 'common', commonResources);
  await i18next.changeLanguage(lng);
}

export const head = (over: Record<string, unknown> = {}) => ({
  shopId: 7,
  shopName: 'Ningbo Bright Lights',
  logo: 'catalog/l/1.svg',
  banner: null,
  intro: 'Lamps for every room.',
  region: 'Zhejiang',
  shopStatus: 1,
  statusKey: 'open',
  selfOperated: false,
  responseRate: 95,
  responseHours: 3,
  yearsInBusiness: 8,
  score: 4.5,
  followCount: 12,
  prodCount: 30,
  categories: [{ categoryId: 41, categoryName: 'Desk lamps', prodCount: 12 }],
  ...over,
});

export const detail = (over: Record<string, unknown> = {}) => ({
  shopId: 7,
  company: { companyName: 'Ningbo Bright Lights Co., Ltd.', businessType: 'Manufacturer', established: '2015' },
  factory: { area: 5000, staff: 120 },
  trade: { mainMarkets: 'Europe', tradeTerms: ['FOB', 'CIF'] },
  contacts: [{ name: 'Lily Chen', title: 'Sales Manager', phone: '+86 138 0000 0001', email: 'sales@shop7.example.com' }],
  phone: '+86 138 0000 0001',
  email: 'sales@shop7.example.com',
  address: 'No. 1 Industrial Road',
  lat: 29.87,
  lng: 121.55,
  vrUrl: null,
  videos: [],
  certificates: [{ name: 'ISO 9001', issuer: 'SGS', number: 'C-1', validTo: '2028-12-31', pic: 'catalog/l/2.svg' }],
  licence: {
    licenceNo: '91330200MA00000007',
    enterpriseName: 'Ningbo Bright Lights Co., Ltd.',
    enterpriseResidence: 'No. 1 Industrial Road, Ningbo',
    legalRepresentative: 'Kevin Wang',
    registeredCapital: 300000000,
    registeredCurrency: 'CNY',
    establishedDate: '2015-03-12',
    businessTermStart: '2015-03-12',
    businessTermEnd: null,
    noFixedTerm: true,
    businessScope: 'Lamps and lighting.',
  },
  ...over,
});
