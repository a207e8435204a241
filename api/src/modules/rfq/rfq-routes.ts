import { rfqContract as c } from '@mall/shared/contracts';
import type { Api } from '../../http/contract';
import { route } from '../../http/contract';
import { localeOf, ok } from '../../http/envelope';
import { loadAccountsSettings, sendCode, userOf } from '../accounts';
import * as rfq from './rfq-service';

const tags = ['rfq'];

/** Sourcing requests (RFQ): post with an e-mail code, my list and detail, buyer close, the procurement list. Bodies: contracts/rfq.ts. */
export function registerRfqRoutes(api: Api, deps: rfq.RfqDeps): void {
  const { ctx } = deps;
  const settings = loadAccountsSettings(process.env, ctx.config.production);

  route(api, c.sendCode, { tags, summary: 'E-mail a verification code to the contact address of a new RFQ' }, async (request) => {
    await sendCode(ctx.db, settings, deps.mailer, { purpose: 'rfq', mail: request.body.mail, ip: request.ip, locale: localeOf(request) });
    return ok(null);
  });
  route(api, c.submit, { tags, summary: "Post a sourcing request (state 'inquiring'); answers its id and number" }, async (request) =>
    ok(await rfq.submitRfq(deps, userOf(request).userId, request.body)),
  );
  route(api, c.page, { tags, summary: "The buyer's sourcing requests by state (current, size)" }, async (request) =>
    ok(await rfq.myRfqs(ctx.db, userOf(request).userId, request.query, localeOf(request))),
  );
  route(
    api,
    c.info,
    { tags, summary: "One of the buyer's requests by rfqId or rfqNumber (another buyer's is A00013)" },
    async (request) => {
      const { rfqId, rfqNumber } = request.query;
      const ref = rfqId != null ? { rfqId } : { rfqNumber: rfqNumber! };
      return ok(await rfq.rfqDetail(ctx.db, userOf(request).userId, ref, localeOf(request)));
    },
  );
  route(api, c.close, { tags, summary: "Buyer closes an open request ('buyerClosed'), with its open quotations" }, async (request) => {
    await rfq.closeRfq(ctx.db, userOf(request).userId, request.params.rfqNumber);
    return ok(null);
  });
  route(api, c.file, { tags, summary: "An attachment of the buyer's own request" }, async (request, reply) => {
    const { rfqNumber, fileKey } = request.query;
    const file = await rfq.rfqFile(ctx, userOf(request).userId, rfqNumber, fileKey);
    return reply.header('content-type', file.contentType).header('cache-control', 'private, no-store').send(file.bytes);
  });
  route(
    api,
    c.publicPage,
    { tags, summary: 'Procurement centre: open requests without contact details, by keyword, category, quantity, country, days open' },
    async (request) => ok(await rfq.publicRfqs(ctx.db, request.query, localeOf(request))),
  );
}
