export * from './accounts';
export * from './commerce';
export * from './files';
export { firstErrorKey } from './first-error';
export * from './reviews';
export * from './checkout';
export * from './rfq';
export * from './sourcing';
