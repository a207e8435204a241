// Module Federation's SDK and error codes, resolved by the shell's build (shared/src/federation/index.ts)
// to the copies its bundler runtime uses; typed loosely, they are only handed on as whole modules.
declare module '@module-federation/sdk';
declare module '@module-federation/error-codes';
