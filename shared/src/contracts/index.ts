export * from './catalog';
export * from './video';
export * from './search';
export * from './rfq';
export * from './reviews';
export * from './notifications';
