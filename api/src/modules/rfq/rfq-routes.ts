import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { procurementQuerySchema, rfqPageQuerySchema, rfqSendCodeSchema, rfqSubmitSchema } from '@mall/shared/schemas';
import { localeOf, ok } from '../../http/envelope';
import { loadAccountsSettings, sendCode, userOf } from '../accounts';
import { parseRfq, rfqNotFound } from './messages';
import * as rfq from './rfq-service';

const tags = ['rfq'];
const numberQuery = z.object({ rfqNumber: z.string({ error: 'rfq.notFound' }).trim().min(1, 'rfq.notFound').max(40, 'rfq.notFound') });
const numberParams = numberQuery;
const fileQuery = numberQuery.extend({ fileKey: z.string().trim().min(1).max(200) });
/** A request named by its id (the pages' links) or its number. */
const refQuery = z.union([
  z.object({ rfqId: z.coerce.number<number>().int().positive() }),
  z.object({ rfqNumber: numberQuery.shape.rfqNumber }),
]);

/** Sourcing requests (RFQ): post with an e-mail code, my list and detail, buyer close, the public procurement list. */
export function registerRfqRoutes(api: FastifyInstance, deps: rfq.RfqDeps): void {
  const { ctx } = deps;
  const settings = loadAccountsSettings(process.env, ctx.config.production);

  api.post(
    '/p/rfq/sendCode',
    { schema: { tags, summary: 'E-mail a verification code to the contact address of a new RFQ' } },
    async (request) => {
      const { mail } = parseRfq(rfqSendCodeSchema, request.body);
      await sendCode(ctx.db, settings, deps.mailer, { purpose: 'rfq', mail, ip: request.ip, locale: localeOf(request) });
      return ok(null);
    },
  );

  api.post(
    '/p/rfq/submit',
    { schema: { tags, summary: "Post a sourcing request (state 'inquiring'); answers its number" } },
    async (request) => {
      const input = parseRfq(rfqSubmitSchema, request.body);
      return ok(await rfq.submitRfq(deps, userOf(request).userId, input));
    },
  );

  api.get('/p/rfq/page', { schema: { tags, summary: "The buyer's sourcing requests by state (current, size)" } }, async (request) => {
    const q = parseRfq(rfqPageQuerySchema, request.query);
    return ok(await rfq.myRfqs(ctx.db, userOf(request).userId, q, localeOf(request)));
  });

  api.get(
    '/p/rfq/info',
    { schema: { tags, summary: "One of the buyer's sourcing requests by rfqId or rfqNumber (another buyer's is A00013)" } },
    async (request) => {
      const r = refQuery.safeParse(request.query ?? {});
      if (!r.success) throw rfqNotFound();
      return ok(await rfq.rfqDetail(ctx.db, userOf(request).userId, r.data, localeOf(request)));
    },
  );

  api.put('/p/rfq/close/:rfqNumber', { schema: { tags, summary: "Buyer closes an open request ('buyerClosed')" } }, async (request) => {
    const { rfqNumber } = parseRfq(numberParams, request.params);
    await rfq.closeRfq(ctx.db, userOf(request).userId, rfqNumber);
    return ok(null);
  });

  api.get('/p/rfq/file', { schema: { tags, summary: "An attachment of the buyer's own request" } }, async (request, reply) => {
    const { rfqNumber, fileKey } = parseRfq(fileQuery, request.query);
    const file = await rfq.rfqFile(ctx, userOf(request).userId, rfqNumber, fileKey);
    return reply.header('content-type', file.contentType).header('cache-control', 'private, no-store').send(file.bytes);
  });

  api.get(
    '/rfq/publicPage',
    {
      schema: {
        tags,
        summary:
          'Procurement centre: open sourcing requests without contact details (keyword, categoryId, minQuantity, maxQuantity, country, validDays)',
      },
    },
    async (request) => {
      const q = parseRfq(procurementQuerySchema, request.query);
      return ok(await rfq.publicRfqs(ctx.db, q, localeOf(request)));
    },
  );
}
