import type { ApiConfig } from '../../config';
import type { Secrets } from '../../security/secrets';
import { PAYMENT_TIME_LIMIT_MS } from '@mall/shared';

declare module '../../config' {
  interface ApiConfig {
    /** Unpaid orders close after this (env ORDER_PAY_TIMEOUT_MS, default 30 minutes). */
    orderPayTimeoutMs?: number;
    /** How often the expiry sweeper runs (env ORDER_SWEEP_INTERVAL_MS, default 10 s; 0 = off). */
    orderSweepIntervalMs?: number;
    /** Lifetime of a sandbox QR code (env SANDBOX_QR_TTL_MS, default 2 minutes). */
    sandboxQrTtlMs?: number;
    /** PAYMENT_SANDBOX=off removes the sandbox gateway (its methods, pages and notices). */
    paymentSandbox?: boolean;
    /** The sandbox gateway refuses refunds of payments older than this (SANDBOX_REFUND_WINDOW_MS, 180 days, as PayPal). */
    sandboxRefundWindowMs?: number;
  }
}

export interface CheckoutSettings {
  payTimeoutMs: number;
  sweepIntervalMs: number;
  qrTtlMs: number;
  gatewaySecret: string;
  documentSecret: string;
  /** The sandbox gateway is on (PAYMENT_SANDBOX, default on: the demo needs a way to pay by card). */
  sandbox: boolean;
  /** The sandbox gateway's refund window. */
  refundWindowMs: number;
}

function onOff(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (/^(on|1|true|yes)$/i.test(value)) return true;
  if (/^(off|0|false|no)$/i.test(value)) return false;
  throw new Error(`Invalid PAYMENT_SANDBOX: ${value} (on or off)`);
}

function int(value: string | undefined, fallback: number, min = 0): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new Error(`Invalid checkout setting: ${value}`);
  return n;
}

/** Config overrides first (tests), then the environment, then the defaults; the two keys are secrets of their own. */
export function loadCheckoutSettings(config: ApiConfig, secrets: Secrets, env: NodeJS.ProcessEnv = process.env): CheckoutSettings {
  return {
    payTimeoutMs: config.orderPayTimeoutMs ?? int(env.ORDER_PAY_TIMEOUT_MS, PAYMENT_TIME_LIMIT_MS, 1000),
    sweepIntervalMs: config.orderSweepIntervalMs ?? int(env.ORDER_SWEEP_INTERVAL_MS, 10_000),
    qrTtlMs: config.sandboxQrTtlMs ?? int(env.SANDBOX_QR_TTL_MS, 2 * 60_000, 1000),
    gatewaySecret: secrets.SANDBOX_GATEWAY_SECRET,
    documentSecret: secrets.ORDER_DOCUMENT_SECRET,
    sandbox: config.paymentSandbox ?? onOff(env.PAYMENT_SANDBOX, true),
    refundWindowMs: config.sandboxRefundWindowMs ?? int(env.SANDBOX_REFUND_WINDOW_MS, 180 * 24 * 60 * 60_000, 1),
  };
}

/** 10 points are worth 1 cent (documented rate): one figure in @mall/shared, for the pages too. */
export { POINTS_PER_CENT } from '@mall/shared/constants';
/** Logistics insurance: 0.3% of the goods total, rounded up, when the buyer asks for it. */
export const INSURANCE_PER_MILLE = 3;
/** Freight when a shop has no template: $5 for the first piece, $1 per 2 more, everywhere; no charge to the port. */
export const DEFAULT_FREIGHT = {
  mode: 'charged',
  basis: 'count',
  firstUnits: 1,
  firstFee: 500,
  stepUnits: 2,
  stepFee: 100,
  freeOver: null,
  portFee: 0,
  restOfWorld: true,
} as const;
/** Weight-based freight counts a product without a weight (product.weight_g) as this many grams a piece. */
export const DEFAULT_UNIT_WEIGHT_G = 1000;
