import { Form, type FormInstance } from 'antd';
import { pointsUseSchema, type InvoiceRequestInput } from '@mall/shared/schemas';
import type { OrderParams } from '../../api/checkout-api';
import { EMPTY_INVOICE } from '../invoice-form';

export const TRADE_TERMS = ['EXW', 'FOB', 'CIF', 'DDP'] as const;

/**
 * Everything the buyer chooses on the submit-order page, held by one antd Form
 * (pages/submit-order-page.tsx); each section of the page (components/submit-order/*) binds its
 * own fields by name.
 */
export interface SubmitOrderValues {
  /** Unset until the buyer picks one: the default address (or the first) is used. */
  addrId?: number;
  deliveryType: NonNullable<OrderParams['deliveryType']>;
  exportMode: NonNullable<OrderParams['exportMode']>;
  tradeTerm: (typeof TRADE_TERMS)[number];
  /** Per shop, keyed by the shop id as a string (a number in a field path would make an array). */
  notes: Record<string, { remarks?: string; buyerMessage?: string }>;
  couponIds: number[];
  usePoints: number;
  insurance: boolean;
  wantsInvoice: boolean;
  invoice: InvoiceRequestInput;
  /** The trading rules, accepted with the order. */
  agreed: boolean;
}

export type SubmitOrderForm = FormInstance<SubmitOrderValues>;

export const INITIAL_ORDER_VALUES: SubmitOrderValues = {
  deliveryType: 'express',
  exportMode: 'selfOperatedExport',
  tradeTerm: 'EXW',
  notes: {},
  couponIds: [],
  usePoints: 0,
  insurance: false,
  wantsInvoice: false,
  invoice: EMPTY_INVOICE,
  agreed: false,
};

/** Where the invoice fields sit in the form (InvoiceFields and readInvoice take it as their name). */
export const INVOICE_NAME = ['invoice'];

/**
 * The form's current values, complete from the first render (the watch answers on its next one),
 * including fields whose section is not shown yet (the benefits wait for the confirmation).
 */
export function useOrderValues(form: SubmitOrderForm): SubmitOrderValues {
  const watched = Form.useWatch((v: Partial<SubmitOrderValues>) => v, { form, preserve: true }) as Partial<SubmitOrderValues> | undefined;
  return { ...INITIAL_ORDER_VALUES, ...watched };
}

/** The points error to show (a multiple of the step, not negative), or null; the shared rule the API applies too. */
export function pointsErrorKey(usePoints: number): string | null {
  return pointsUseSchema.safeParse(usePoints).success ? null : 'validation.pointsStep';
}

/** The shops' remarks and messages as the API takes them. */
export function orderShopParams(notes: SubmitOrderValues['notes']): NonNullable<OrderParams['orderShopParams']> {
  return Object.entries(notes).map(([shopId, n]) => ({
    shopId: Number(shopId),
    remarks: n.remarks ?? '',
    buyerMessage: n.buyerMessage ?? '',
  }));
}
