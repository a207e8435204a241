import type { CompanyView } from '@mall/shared/contracts';
import type { Company } from '@mall/shared/schemas';
import type { AppContext } from '../../context';
import { iso } from '../../db/sql';
import { claimUpload, uploadService } from '../uploads';

/** The buyer's company profile (spec section 3 "Company"); one per buyer. */
export const COMPANY_LOGO_PURPOSE = 'company-logo';

const COLS = `logo, company_name AS "companyName", intro, to_char(established_date, 'YYYY-MM-DD') AS "establishedDate",
  employee_count AS "employeeCount", annual_revenue AS "annualRevenue", trademark, website, address, zip, time_zone AS "timeZone",
  business_type AS "businessType", main_products AS "mainProducts", sales_platforms AS "salesPlatforms", tax_number AS "taxNumber",
  updated_at AS "updatedAt"`;

export async function getCompany(ctx: AppContext, userId: string): Promise<CompanyView | null> {
  const row = await ctx.db.one<CompanyView>(`SELECT ${COLS} FROM user_company WHERE user_id = $1`, [userId]);
  return row && { ...row, updatedAt: iso(row.updatedAt)! };
}

/** Saves the profile; a new logo must be the buyer's own checked upload (claimed here). */
export async function saveCompany(ctx: AppContext, userId: string, input: Company): Promise<CompanyView> {
  const uploads = await uploadService(ctx);
  return ctx.db.tx(async (t) => {
    const current = await t.one<{ logo: string | null }>(`SELECT logo FROM user_company WHERE user_id = $1 FOR UPDATE`, [userId]);
    if (input.logo && input.logo !== current?.logo) {
      await claimUpload(uploads, { fileKey: input.logo, ownerId: userId, purpose: COMPANY_LOGO_PURPOSE, ref: `company:${userId}` });
    }
    await t.query(
      `INSERT INTO user_company (user_id, logo, company_name, intro, established_date, employee_count, annual_revenue, trademark, website, address,
                                 zip, time_zone, business_type, main_products, sales_platforms, tax_number, updated_at)
       VALUES ($1, $2, $3, $4, $5::date, $6, $7, $8, $9, $10, $11, $12, $13,
               ARRAY(SELECT jsonb_array_elements_text($14::jsonb)), ARRAY(SELECT jsonb_array_elements_text($15::jsonb)), $16, now())
       ON CONFLICT (user_id) DO UPDATE SET logo = EXCLUDED.logo, company_name = EXCLUDED.company_name, intro = EXCLUDED.intro,
         established_date = EXCLUDED.established_date, employee_count = EXCLUDED.employee_count, annual_revenue = EXCLUDED.annual_revenue,
         trademark = EXCLUDED.trademark, website = EXCLUDED.website, address = EXCLUDED.address, zip = EXCLUDED.zip, time_zone = EXCLUDED.time_zone,
         business_type = EXCLUDED.business_type, main_products = EXCLUDED.main_products, sales_platforms = EXCLUDED.sales_platforms,
         tax_number = EXCLUDED.tax_number, updated_at = now()`,
      [
        userId,
        input.logo,
        input.companyName,
        input.intro,
        input.establishedDate,
        input.employeeCount,
        input.annualRevenue,
        input.trademark,
        input.website,
        input.address,
        input.zip,
        input.timeZone,
        input.businessType,
        JSON.stringify(input.mainProducts),
        JSON.stringify(input.salesPlatforms),
        input.taxNumber,
      ],
    );
    return (await getCompany({ ...ctx, db: t }, userId))!;
  });
}
