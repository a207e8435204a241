import { RESPONSE_CODES } from '@mall/shared';
import { ModuleError, type MessageKey, type ModuleErrorOptions } from '../../http/messages';

/** A refusal worded from this module's bundle (i18n/{en,zh_CN}.json); A00001 unless said. */
export const refusal = (key: MessageKey<'refunds'>, options?: ModuleErrorOptions) => new ModuleError('refunds', key, options);

export const refundNotFound = () => refusal('refundNotFound', { code: RESPONSE_CODES.NOT_FOUND });
export const orderNotFound = () => refusal('orderNotFound', { code: RESPONSE_CODES.NOT_FOUND });
export const statusChanged = () => refusal('statusChanged');
