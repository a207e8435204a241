// Module Federation's own packages, resolved by the shell's build (shared/src/federation/index.ts)
// to the copies its federation start-up uses; typed loosely, they are handed on as whole modules.
declare module '@module-federation/sdk';
declare module '@module-federation/error-codes';
declare module '@module-federation/webpack-bundler-runtime';
declare module '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.cjs';
