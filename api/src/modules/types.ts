import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { Api } from '../http/contract';

/**
 * One domain of the API. register() adds routes (and hooks) to the shared API scope, already
 * prefixed with API_PREFIX ('/api'), so a hook one module adds there (e.g. the auth guard for /p/
 * paths) covers every module's routes. registerSite() is for the few URLs outside the API prefix
 * (/builds/*, /sitemap.xml); it runs on the root instance. Routes are registered from the domain's
 * contract (`route(api, contract.x, ...)`, docs/api.md).
 */
export interface ApiModule {
  name: string;
  register(api: Api, ctx: AppContext): void | Promise<void>;
  registerSite?(app: FastifyInstance, ctx: AppContext): void | Promise<void>;
}
