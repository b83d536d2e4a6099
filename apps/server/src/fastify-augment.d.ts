import 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Viewer } from './lib/viewer';

export type RouteAccess = 'public' | 'signed-in';

export interface RouteEntry {
  method: string;
  url: string;
  access: RouteAccess;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    routeTable: RouteEntry[];
  }
  interface FastifyRequest {
    /** The signed-in employee, or null. Set by the identity plugin's onRequest hook. */
    viewer: Viewer | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route. Anything under /api is 'signed-in' unless it says 'public'. */
    access?: RouteAccess;
  }
}
