import { useState } from 'react';
import {
  EMPTY_INVOICE_REQUEST,
  invoiceRequestSchema,
  pointsUseSchema,
  type InvoiceRequest,
  type InvoiceRequestInput,
} from '@mall/shared/schemas';
import { DEFAULT_TRADE_TERM, TRADE_TERMS, type TradeTerm } from '@mall/shared';
import type { OrderParams } from '../../api/checkout-api';

export { TRADE_TERMS };

/**
 * Everything the buyer chooses on the submit-order page, held as plain state by the page
 * (pages/submit-order-page.tsx, useOrderForm); each section of the page (components/submit-order/*)
 * shows its part and reports changes. The page is light (no antd, docs/architecture.md), so the
 * checks are the shared schemas run here, worded from the `common` namespace as everywhere else.
 */
export interface SubmitOrderValues {
  /** Unset until the buyer picks one: the default address (or the first) is used. */
  addrId?: number;
  deliveryType: NonNullable<OrderParams['deliveryType']>;
  exportMode: NonNullable<OrderParams['exportMode']>;
  tradeTerm: TradeTerm;
  /** Per shop, keyed by the shop id as a string. */
  notes: Record<string, { remarks?: string; buyerMessage?: string }>;
  couponIds: number[];
  usePoints: number;
  wantsInvoice: boolean;
  invoice: InvoiceRequestInput;
  /** The trading rules, accepted with the order. */
  agreed: boolean;
}

export const INITIAL_ORDER_VALUES: SubmitOrderValues = {
  deliveryType: 'express',
  exportMode: 'selfOperatedExport',
  tradeTerm: DEFAULT_TRADE_TERM,
  notes: {},
  couponIds: [],
  usePoints: 0,
  wantsInvoice: false,
  invoice: EMPTY_INVOICE_REQUEST,
  agreed: false,
};

export type InvoiceField = keyof InvoiceRequestInput;
export type NoteField = 'remarks' | 'buyerMessage';

/** Sets one of the page's values (each section is given it and sets its own). */
export type SetOrderValue = <K extends keyof SubmitOrderValues>(key: K, value: SubmitOrderValues[K]) => void;

/** The page's form state and its setters. */
export function useOrderForm() {
  const [values, setValues] = useState<SubmitOrderValues>(INITIAL_ORDER_VALUES);
  return {
    values,
    set: ((key, value) => setValues((v) => ({ ...v, [key]: value }))) as SetOrderValue,
    setInvoice: (field: InvoiceField, value: string) => setValues((v) => ({ ...v, invoice: { ...v.invoice, [field]: value } })),
    setNote: (shopId: string, field: NoteField, value: string) =>
      setValues((v) => ({ ...v, notes: { ...v.notes, [shopId]: { ...v.notes[shopId], [field]: value } } })),
  };
}

/** The points error to show (a multiple of the step, not negative), or null; the shared rule the API applies too. */
export function pointsErrorKey(usePoints: number): string | null {
  return pointsUseSchema.safeParse(usePoints).success ? null : 'validation.pointsStep';
}

/**
 * The invoice request's errors per field (message keys of the `common` namespace): the shared
 * invoiceRequestSchema run on the whole request, so a cross-field rule (a company needs a tax
 * number; VAT special invoices for companies only) shows on the field it concerns. First issue per field.
 */
export function invoiceErrorKeys(invoice: InvoiceRequestInput): Partial<Record<InvoiceField, string>> {
  const res = invoiceRequestSchema.safeParse(invoice);
  if (res.success) return {};
  const out: Partial<Record<InvoiceField, string>> = {};
  for (const issue of res.error.issues) {
    const field = issue.path[0] as InvoiceField | undefined;
    if (field && !(field in out)) out[field] = issue.message;
  }
  return out;
}

/** What stops the order at submit, per field (message keys): points, the invoice when asked for, the trading rules. */
export interface OrderErrorKeys {
  usePoints?: string;
  invoice: Partial<Record<InvoiceField, string>>;
  agreed?: string;
}

export function orderErrorKeys(v: SubmitOrderValues): OrderErrorKeys {
  const points = pointsErrorKey(v.usePoints);
  return {
    ...(points ? { usePoints: points } : {}),
    invoice: v.wantsInvoice ? invoiceErrorKeys(v.invoice) : {},
    ...(v.agreed ? {} : { agreed: 'validation.tradingRulesRequired' }),
  };
}

export const hasErrors = (e: OrderErrorKeys) => Boolean(e.usePoints || e.agreed || Object.keys(e.invoice).length);

/** The invoice request as the API takes it (normalised by the shared schema); call once orderErrorKeys found none. */
export const readInvoiceRequest = (invoice: InvoiceRequestInput): InvoiceRequest => invoiceRequestSchema.parse(invoice);

/** The shops' remarks and messages as the API takes them. */
export function orderShopParams(notes: SubmitOrderValues['notes']): NonNullable<OrderParams['orderShopParams']> {
  return Object.entries(notes).map(([shopId, n]) => ({
    shopId: Number(shopId),
    remarks: n.remarks ?? '',
    buyerMessage: n.buyerMessage ?? '',
  }));
}
