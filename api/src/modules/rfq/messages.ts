import { RESPONSE_CODES } from '@mall/shared';
import { ModuleError } from '../../http/messages';

/**
 * RFQ refusals: `rfq.*` keys of the shared common bundle (the form and the API word them alike).
 * An invalid field answers A00014 with `data.field` (invalidField), so the form can mark it.
 */
export const rfqNotFound = () => new ModuleError('common', 'rfq.notFound', { code: RESPONSE_CODES.NOT_FOUND });
export const rfqNotOpen = () => new ModuleError('common', 'rfq.notOpen');
