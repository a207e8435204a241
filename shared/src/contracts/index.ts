export * from './catalog';
export * from './video';
