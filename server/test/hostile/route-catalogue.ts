import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { ZodType } from 'zod';

/** One route of the app with the Zod schemas that validate its request. */
export interface CataloguedRoute {
  method: string;
  url: string;
  /** The route's declared access level (plugins/auth.ts). */
  access: string | undefined;
  params?: ZodType;
  querystring?: ZodType;
  body?: ZodType;
}

interface InitializationMessage {
  fastify: FastifyInstance;
}

/** Fastify publishes every new instance here, before any plugin or route is registered. */
const INITIALIZATION_CHANNEL = 'fastify.initialization';

/**
 * Runs `build` (which creates the app) and records every route the app registers with its request schemas,
 * through an onRoute hook added to each Fastify instance as it is created: the route list comes from the
 * app itself, so a new route is tested without anyone adding it to a list.
 */
export async function withRouteCatalogue<T>(
  build: () => Promise<T>,
): Promise<{ built: T; routes: CataloguedRoute[] }> {
  const routes: CataloguedRoute[] = [];
  const record = (route: RouteOptions) => {
    const schema = route.schema as { params?: ZodType; querystring?: ZodType; body?: ZodType } | undefined;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({
        method,
        url: route.url,
        access: (route.config as { access?: string } | undefined)?.access,
        params: schema?.params,
        querystring: schema?.querystring,
        body: schema?.body,
      });
    }
  };
  const onInitialization = (message: unknown) => {
    (message as InitializationMessage).fastify.addHook('onRoute', record);
  };
  subscribe(INITIALIZATION_CHANNEL, onInitialization);
  try {
    return { built: await build(), routes };
  } finally {
    unsubscribe(INITIALIZATION_CHANNEL, onInitialization);
  }
}
