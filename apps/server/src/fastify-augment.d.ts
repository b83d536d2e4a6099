import 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { IdentityCache } from './features/identity/identity-cache';
import type { ChangeBus } from './lib/change-bus';
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
    /** Messages between every server on the database (lib/change-bus.ts). */
    changes: ChangeBus;
    /** Sessions and /api/me answers kept for a few seconds (features/identity/identity-cache.ts). */
    identityCache: IdentityCache;
    /**
     * Whether a session is still usable (not ended, expired, idle or of an inactive employee),
     * read without keeping it alive: for long-lived connections that must end with the session.
     */
    sessionIsLive(tokenHash: string): Promise<boolean>;
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
