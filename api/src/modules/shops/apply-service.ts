import { RESPONSE_CODES, SHOP_APPLY_FILES as APPLY_FILES, type Locale } from '@mall/shared';
import { regionIssue } from '@mall/shared/schemas';
import type { ApplyStatusKey, shopApplicationSchema, shopApplyBody } from '@mall/shared/contracts';
import type { z } from 'zod';
import type { Db } from '../../db';
import { claimUpload, type UploadService } from '../uploads';
import { invalidField, ModuleError } from '../../http/messages';
import { countryOf } from '../system/countries';
import { SHOP_STATUS } from './shop-status';

/** shop_apply.status: 0 under review, 1 passed, -1 not passed (resubmit allowed). */
export const APPLY_STATUS = { underReview: 0, passed: 1, notPassed: -1 } as const;
export { APPLY_FILES };
type ShopApplyInput = z.output<typeof shopApplyBody>;
/** An application as read (updatedAt a Date). */
type ShopApplication = z.output<typeof shopApplicationSchema>;

const SELECT = `SELECT a.apply_id::int AS "applyId", a.shop_name AS "shopName", a.contact_phone AS "contactPhone", a.region, a.address,
  coalesce(a.country_code, '') AS "countryCode", a.region_code AS "regionCode",
  a.lat::float8 AS lat, a.lng::float8 AS lng, a.intro, a.logo, a.business_licence AS "businessLicence",
  a.id_card_front AS "idCardFront", a.id_card_back AS "idCardBack", a.status, a.audit_remark AS "auditRemark",
  a.shop_id::int AS "shopId", s.shop_status AS "shopStatus", a.submit_count AS "submitCount", a.updated_at AS "updatedAt"
  FROM shop_apply a LEFT JOIN shop s ON s.shop_id = a.shop_id`;

function withKey(row: Omit<ShopApplication, 'statusKey'>): ShopApplication {
  const statusKey: ApplyStatusKey =
    row.status === APPLY_STATUS.underReview
      ? 'underReview'
      : row.status === APPLY_STATUS.notPassed
        ? 'notPassed'
        : row.shopStatus === SHOP_STATUS.offline
          ? 'offline'
          : 'passed';
  return { ...row, statusKey };
}

/** The names of a country's region in a language ('' when the country has no regions or is unknown). */
async function regionNameOf(countryCode: string, regionCode: string, locale: Locale): Promise<string | null> {
  const country = countryCode ? await countryOf(countryCode, locale) : null;
  return country?.regions.find((r) => r.code === regionCode)?.name ?? null;
}

export async function myApplication(db: Db, userId: string, locale: Locale = 'en'): Promise<ShopApplication | null> {
  const row = await db.one<Omit<ShopApplication, 'statusKey'>>(`${SELECT} WHERE a.user_id = $1`, [userId]);
  if (!row) return null;
  return withKey({ ...row, region: (await regionNameOf(row.countryCode, row.regionCode, locale)) ?? row.region });
}

/**
 * Submits the application, or resubmits it after a rejection (back to review, remark cleared).
 * The four files must be the applicant's own uploads of the right purpose; they are attached in
 * the same transaction.
 */
export async function submitApplication(
  db: Db,
  uploads: UploadService,
  userId: string,
  input: ShopApplyInput,
  locale: Locale,
): Promise<ShopApplication> {
  // The region is one of the country's (the form offers the same list).
  const country = await countryOf(input.countryCode, 'en');
  const issue = regionIssue(input.regionCode, country?.regions);
  if (issue) throw invalidField(issue === 'validation.regionRequired' ? 'regionCode' : 'countryCode', issue as 'validation.regionRequired');
  const region = [country!.regions.find((r) => r.code === input.regionCode)?.name, country!.name].filter(Boolean).join(', ');
  return db.tx(async (t) => {
    const existing = await t.one<{ status: number }>(`SELECT status FROM shop_apply WHERE user_id = $1 FOR UPDATE`, [userId]);
    if (existing?.status === APPLY_STATUS.underReview) throw new ModuleError('shops', 'applyUnderReview');
    if (existing?.status === APPLY_STATUS.passed) throw new ModuleError('shops', 'applyPassed');
    const ref = `shop_apply:${userId}`;
    for (const [field, purpose] of Object.entries(APPLY_FILES)) {
      await claimUpload({ ...uploads, db: t }, { fileKey: input[field as keyof typeof APPLY_FILES], ownerId: userId, purpose, ref });
    }
    const values = [
      userId,
      input.shopName,
      input.contactPhone,
      region,
      input.address,
      input.lat,
      input.lng,
      input.intro,
      input.logo,
      input.businessLicence,
      input.idCardFront,
      input.idCardBack,
      input.countryCode,
      input.regionCode,
    ];
    if (existing) {
      await t.query(
        `UPDATE shop_apply SET shop_name = $2, contact_phone = $3, region = $4, address = $5, lat = $6, lng = $7, intro = $8,
                logo = $9, business_licence = $10, id_card_front = $11, id_card_back = $12, country_code = $13, region_code = $14,
                status = 0, audit_remark = NULL, audited_at = NULL, submit_count = submit_count + 1, updated_at = now()
          WHERE user_id = $1`,
        values,
      );
    } else {
      await t.query(
        `INSERT INTO shop_apply (user_id, shop_name, contact_phone, region, address, lat, lng, intro, logo, business_licence, id_card_front, id_card_back,
                                 country_code, region_code)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
        values,
      );
    }
    return (await myApplication(t, userId, locale))!;
  });
}

/**
 * Platform audit. Approving opens the shop (status open) with the application's name, logo,
 * intro and region, and links it to the application; rejecting needs a remark the applicant sees.
 */
export async function auditApplication(db: Db, applyId: number, pass: boolean, remark: string | undefined) {
  return db.tx(async (t) => {
    const app = await t.one<{
      userId: string;
      status: number;
      shopName: string;
      logo: string;
      intro: string;
      region: string;
      countryCode: string | null;
      regionCode: string;
      phone: string;
      address: string;
      lat: number;
      lng: number;
    }>(
      `SELECT user_id AS "userId", status, shop_name AS "shopName", logo, intro, region, contact_phone AS phone, address,
              country_code AS "countryCode", region_code AS "regionCode",
              lat::float8 AS lat, lng::float8 AS lng
         FROM shop_apply WHERE apply_id = $1 FOR UPDATE`,
      [applyId],
    );
    if (!app) throw new ModuleError('shops', 'applyNotFound', { code: RESPONSE_CODES.NOT_FOUND });
    if (app.status !== APPLY_STATUS.underReview) throw new ModuleError('shops', 'applyNotPending');
    if (!pass) {
      if (!remark?.trim()) throw new ModuleError('shops', 'remarkRequired');
      await t.query(`UPDATE shop_apply SET status = -1, audit_remark = $2, audited_at = now(), updated_at = now() WHERE apply_id = $1`, [
        applyId,
        remark.trim(),
      ]);
      return { applyId, status: APPLY_STATUS.notPassed, shopId: null };
    }
    // The shop's region in both languages, from the picked region (older applications: their text).
    const regionIn = async (locale: Locale) =>
      app.countryCode
        ? ((await regionNameOf(app.countryCode, app.regionCode, locale)) ?? (await countryOf(app.countryCode, locale))?.name)
        : null;
    const shop = await t.one<{ shopId: number }>(
      `INSERT INTO shop (shop_name_en, shop_name_zh, logo, intro_en, intro_zh, region_en, region_zh, shop_status, years_in_business)
       VALUES ($1, $1, $2, $3, $3, $4, $5, 1, 0) RETURNING shop_id::int AS "shopId"`,
      [app.shopName, app.logo, app.intro, (await regionIn('en')) ?? app.region, (await regionIn('zh_CN')) ?? app.region],
    );
    const shopId = shop!.shopId;
    await t.query(`INSERT INTO shop_detail (shop_id, phone, address, lat, lng) VALUES ($1, $2, $3::jsonb, $4, $5)`, [
      shopId,
      app.phone,
      JSON.stringify({ en: app.address, zh_CN: app.address }),
      app.lat,
      app.lng,
    ]);
    await t.query(
      `UPDATE shop_apply SET status = 1, audit_remark = $2, shop_id = $3, audited_at = now(), updated_at = now() WHERE apply_id = $1`,
      [applyId, remark?.trim() || null, shopId],
    );
    return { applyId, status: APPLY_STATUS.passed, shopId };
  });
}

/** Applications for a console, oldest waiting first. */
export async function applicationPage(db: Db, status: number | undefined, current: number, size: number) {
  const where = status === undefined ? '' : 'WHERE a.status = $3';
  const params: unknown[] = [size, (current - 1) * size];
  if (status !== undefined) params.push(status);
  const rows = await db.query<Omit<ShopApplication, 'statusKey'>>(
    `${SELECT} ${where} ORDER BY a.updated_at, a.apply_id LIMIT $1 OFFSET $2`,
    params,
  );
  const total =
    (
      await db.one<{ n: number }>(
        `SELECT count(*)::int AS n FROM shop_apply a ${status === undefined ? '' : 'WHERE a.status = $1'}`,
        status === undefined ? [] : [status],
      )
    )?.n ?? 0;
  return { records: rows.map(withKey), total, pages: Math.ceil(total / size), current, size };
}
