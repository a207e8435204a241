import { AFTER_SALES_WINDOW_DAYS, REFUND_BUYER_SHIP_DAYS, REFUND_SELLER_DAYS, REFUND_SELLER_RECEIVE_DAYS } from '@mall/shared';
import type { ApiConfig } from '../../config';

declare module '../../config' {
  interface ApiConfig {
    /** The seller answers a request within this, else it is handled automatically (REFUND_SELLER_TIMEOUT_MS, 7 days). */
    refundSellerTimeoutMs?: number;
    /** The buyer ships an accepted return within this, else the request times out (REFUND_BUYER_SHIP_TIMEOUT_MS, 7 days). */
    refundBuyerShipTimeoutMs?: number;
    /** The seller confirms receipt of a shipped return within this, else it is refunded (REFUND_SELLER_RECEIVE_TIMEOUT_MS, 7 days). */
    refundSellerReceiveTimeoutMs?: number;
    /** After-sales may be asked for until this long after receipt (REFUND_AFTER_SALES_WINDOW_MS, 15 days). */
    refundAfterSalesWindowMs?: number;
    /** How often the refund timers look for due requests (REFUND_SWEEP_INTERVAL_MS, 10 s; 0 = off). */
    refundSweepIntervalMs?: number;
  }
}

export interface RefundsSettings {
  sellerTimeoutMs: number;
  buyerShipTimeoutMs: number;
  sellerReceiveTimeoutMs: number;
  afterSalesWindowMs: number;
  sweepIntervalMs: number;
}

const DAY_MS = 24 * 60 * 60_000;

function ms(value: string | undefined, fallback: number, min: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new Error(`Invalid refund setting: ${value}`);
  return n;
}

/** Config overrides first (tests), then the environment, then the spec's and our documented defaults. */
export function loadRefundsSettings(config: ApiConfig, env: NodeJS.ProcessEnv = process.env): RefundsSettings {
  return {
    sellerTimeoutMs: config.refundSellerTimeoutMs ?? ms(env.REFUND_SELLER_TIMEOUT_MS, REFUND_SELLER_DAYS * DAY_MS, 1),
    buyerShipTimeoutMs: config.refundBuyerShipTimeoutMs ?? ms(env.REFUND_BUYER_SHIP_TIMEOUT_MS, REFUND_BUYER_SHIP_DAYS * DAY_MS, 1),
    sellerReceiveTimeoutMs:
      config.refundSellerReceiveTimeoutMs ?? ms(env.REFUND_SELLER_RECEIVE_TIMEOUT_MS, REFUND_SELLER_RECEIVE_DAYS * DAY_MS, 1),
    afterSalesWindowMs: config.refundAfterSalesWindowMs ?? ms(env.REFUND_AFTER_SALES_WINDOW_MS, AFTER_SALES_WINDOW_DAYS * DAY_MS, 1),
    sweepIntervalMs: config.refundSweepIntervalMs ?? ms(env.REFUND_SWEEP_INTERVAL_MS, 10_000, 0),
  };
}

/** Whole days of a timeout, for messages ("within 7 days"); at least 1. */
export const daysOf = (timeoutMs: number) => Math.max(1, Math.round(timeoutMs / DAY_MS));
