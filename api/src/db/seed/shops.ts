import type { Db } from '../index';
import type { SeedOptions } from './index';
import { certificatePicture } from '../../modules/images/seed-pictures';

/**
 * Details of the catalogue's demo shops: company, factory and trade information, contacts,
 * certificates, a business licence, and a VR tour for every third shop. Deterministic (derived
 * from the shop id), bilingual, one statement; runs after the catalogue seed and fills only shops
 * without details, so it works on a small test catalogue and on every restart.
 */
export async function seedShops(db: Db, _opts: SeedOptions): Promise<void> {
  const shops = await db.query<{
    id: number;
    en: string;
    zh: string;
    regionEn: string | null;
    regionZh: string | null;
    years: number | null;
  }>(
    `SELECT s.shop_id::int AS id, s.shop_name_en AS en, s.shop_name_zh AS zh, s.region_en AS "regionEn", s.region_zh AS "regionZh",
            s.years_in_business AS years
       FROM shop s WHERE NOT EXISTS (SELECT 1 FROM shop_detail d WHERE d.shop_id = s.shop_id)
      ORDER BY s.shop_id`,
  );
  if (shops.length === 0) return;
  const rows = shops.map(shopDetailRow);
  await db.query(
    `INSERT INTO shop_detail (shop_id, company, factory, trade, contacts, phone, email, address, lat, lng, vr_url, certificates,
                              licence_no, enterprise_name, enterprise_residence, legal_representative, registered_capital,
                              established_date, business_term_start, business_term_end, no_fixed_term, business_scope)
     SELECT r.shop_id, r.company, r.factory, r.trade, r.contacts, r.phone, r.email, r.address, r.lat, r.lng, r.vr_url, r.certificates,
            r.licence_no, r.enterprise_name, r.enterprise_residence, r.legal_representative, r.registered_capital,
            r.established_date, r.business_term_start, r.business_term_end, r.no_fixed_term, r.business_scope
       FROM jsonb_to_recordset($1::jsonb) AS r(shop_id bigint, company jsonb, factory jsonb, trade jsonb, contacts jsonb, phone text,
            email text, address jsonb, lat numeric, lng numeric, vr_url text, certificates jsonb, licence_no text, enterprise_name jsonb,
            enterprise_residence jsonb, legal_representative text, registered_capital bigint, established_date date,
            business_term_start date, business_term_end date, no_fixed_term boolean, business_scope jsonb)
     ON CONFLICT (shop_id) DO NOTHING`,
    [JSON.stringify(rows)],
  );
}

const L = (en: string, zh_CN: string) => ({ en, zh_CN });

const BUSINESS_TYPES = [
  L('Manufacturer', '生产厂家'),
  L('Manufacturer, Trading Company', '生产厂家，贸易公司'),
  L('Trading Company', '贸易公司'),
];
const MARKETS = [
  L('North America 30%, Western Europe 25%, Southeast Asia 20%', '北美 30%，西欧 25%，东南亚 20%'),
  L('Middle East 35%, Africa 25%, South America 15%', '中东 35%，非洲 25%，南美 15%'),
  L('Eastern Europe 30%, Oceania 20%, Domestic 30%', '东欧 30%，大洋洲 20%，国内 30%'),
];
const CERTS = [
  { name: L('ISO 9001 Quality Management', 'ISO 9001 质量管理体系'), issuer: L('SGS', 'SGS 通标') },
  { name: L('CE Conformity', 'CE 认证'), issuer: L('TÜV Rheinland', '德国莱茵 TÜV') },
  { name: L('RoHS Compliance', 'RoHS 认证'), issuer: L('Intertek', '天祥 Intertek') },
  { name: L('ISO 14001 Environmental Management', 'ISO 14001 环境管理体系'), issuer: L('Bureau Veritas', '必维国际检验') },
  { name: L('BSCI Social Audit', 'BSCI 社会责任审核'), issuer: L('amfori', 'amfori') },
];
const FIRST = [L('Lily Chen', '陈莉'), L('Kevin Wang', '王凯'), L('Grace Liu', '刘雅'), L('Jason Zhang', '张杰'), L('Amy Zhao', '赵敏')];
const TITLES = [L('Sales Manager', '销售经理'), L('Export Specialist', '外贸专员'), L('After-sales Support', '售后客服')];
const PORTS = [L('Shanghai', '上海'), L('Ningbo', '宁波'), L('Shenzhen', '深圳'), L('Qingdao', '青岛'), L('Xiamen', '厦门')];

/** One shop's details; every value derived from its id so reseeding gives the same data. */
function shopDetailRow(s: { id: number; en: string; zh: string; regionEn: string | null; regionZh: string | null; years: number | null }) {
  const n = s.id;
  const years = s.years ?? 1 + (n % 20);
  const founded = 2026 - years;
  const regionEn = s.regionEn ?? 'Guangdong';
  const regionZh = s.regionZh ?? '广东';
  // Shop names that are already company names ("… Trading Co., Ltd.") keep theirs.
  const companyEn = s.en.endsWith('Co., Ltd.') ? s.en : `${s.en} Co., Ltd.`;
  const companyZh = s.zh.endsWith('有限公司') ? s.zh : `${s.zh}有限公司`;
  const street = 10 + (n % 180);
  const addressEn = `No. ${street} Industrial Road, ${regionEn}, China`;
  const addressZh = `中国${regionZh}工业路${street}号`;
  const certCount = 1 + (n % 4);
  const certificates = Array.from({ length: certCount }, (_, k) => {
    const c = CERTS[(n + k) % CERTS.length]!;
    return {
      ...c,
      number: `CERT-${String(n).padStart(4, '0')}-${k + 1}`,
      validTo: `${2027 + (k % 3)}-12-31`,
      pic: certificatePicture(n + k),
    };
  });
  const contacts = [0, 1].map((k) => ({
    name: FIRST[(n + k) % FIRST.length],
    title: TITLES[(n + k) % TITLES.length],
    phone: `+86 ${String(13_800_000_000 + n * 7 + k).replace(/(\d{3})(\d{4})(\d{4})/, '$1 $2 $3')}`,
    email: `${k === 0 ? 'sales' : 'service'}@shop${n}.example.com`,
  }));
  const noFixedTerm = n % 2 === 0;
  return {
    shop_id: n,
    company: {
      companyName: L(companyEn, companyZh),
      businessType: BUSINESS_TYPES[n % BUSINESS_TYPES.length],
      established: String(founded),
      employees: 20 + ((n * 37) % 900),
      annualRevenue: L(`US$ ${1 + (n % 50)} million`, `${1 + (n % 50)} 百万美元`),
      mainProducts: L(`See the ${s.en} catalogue`, `详见${s.zh}产品目录`),
      website: `https://shop${n}.example.com`,
      address: L(addressEn, addressZh),
    },
    factory: {
      area: 1000 + ((n * 613) % 40_000),
      staff: 20 + ((n * 37) % 900),
      productionLines: 1 + (n % 12),
      capacity: L(`${5 + (n % 95)},000 units per month`, `每月 ${5 + (n % 95)},000 件`),
      qualityControl: L('In-house QC team, 100% inspection before shipment', '自有质检团队，出货前全检'),
    },
    trade: {
      mainMarkets: MARKETS[n % MARKETS.length],
      exportPercent: 40 + (n % 55),
      tradeTerms: ['FOB', 'CIF', 'EXW', 'DDP'].slice(0, 2 + (n % 3)),
      paymentTerms: ['T/T', 'L/C', 'PayPal', 'Western Union'].slice(0, 2 + (n % 3)),
      leadTime: L(`${7 + (n % 30)} days`, `${7 + (n % 30)} 天`),
      nearestPort: PORTS[n % PORTS.length],
    },
    contacts,
    phone: contacts[0]!.phone,
    email: contacts[0]!.email,
    address: L(addressEn, addressZh),
    lat: (22 + ((n * 0.37) % 18)).toFixed(6),
    lng: (108 + ((n * 0.53) % 14)).toFixed(6),
    // No demo shop has a VR tour: a made-up tour address would be a broken link (issue 40).
    vr_url: null,
    certificates,
    licence_no: `91${String(440_000 + n).padStart(6, '0')}MA${String((n * 7919) % 100_000_000).padStart(8, '0')}`,
    enterprise_name: L(companyEn, companyZh),
    enterprise_residence: L(addressEn, addressZh),
    legal_representative: FIRST[(n + 2) % FIRST.length]!.en,
    registered_capital: (100 + (n % 50) * 20) * 10_000 * 100,
    established_date: `${founded}-0${1 + (n % 9)}-1${n % 10}`,
    business_term_start: `${founded}-0${1 + (n % 9)}-1${n % 10}`,
    business_term_end: noFixedTerm ? null : `${founded + 30}-0${1 + (n % 9)}-1${n % 10}`,
    no_fixed_term: noFixedTerm,
    business_scope: L(
      'Manufacture, processing and sale of the products listed; import and export of goods and technology.',
      '所列产品的生产、加工与销售；货物及技术进出口。',
    ),
  };
}
