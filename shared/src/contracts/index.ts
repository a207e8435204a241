export * from './catalog';
export * from './video';
export * from './search';
