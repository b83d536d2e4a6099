import type { FastifyRequest, FastifySchema, FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { requireViewer, type Viewer } from './viewer';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** The routes of a resource; a resource has those its service implements. */
export type CrudRoute = 'list' | 'create' | 'get' | 'update' | 'remove';

/** The schemas of a resource's routes; the item's are also the create and edit answers. */
interface CrudSchemas<Query, List, Item, CreateBody, EditBody, Saved> {
  listQuery?: Query;
  list?: List;
  item?: Item;
  /** What create and edit answer when it is not the item (an id, while a picture follows). */
  saved?: Saved;
  createBody?: CreateBody;
  editBody?: EditBody;
  idParams?: z.ZodType<{ id: string }>;
}

/**
 * What the routes call: services that take the database and the signed-in viewer and decide
 * everything else (who may, what exists), so each route stays one line. A route is registered
 * when its service is given.
 */
interface CrudService<
  Query extends z.ZodType,
  List extends z.ZodType,
  Item extends z.ZodType,
  CreateBody extends z.ZodType,
  EditBody extends z.ZodType,
  Saved extends z.ZodType = Item,
> {
  /** `request` for what the list may depend on beyond the query: the reader's language. */
  list?: (db: Db, viewer: Viewer, query: z.output<Query>, request: FastifyRequest) => Promise<z.output<List>>;
  create?: (db: Db, viewer: Viewer, input: z.output<CreateBody>) => Promise<z.output<Saved>>;
  get?: (db: Db, viewer: Viewer, id: string) => Promise<z.output<Item>>;
  update?: (db: Db, viewer: Viewer, id: string, input: z.output<EditBody>) => Promise<z.output<Saved>>;
  remove?: (db: Db, viewer: Viewer, id: string) => Promise<unknown>;
}

export interface CrudResource<
  Query extends z.ZodType,
  List extends z.ZodType,
  Item extends z.ZodType,
  CreateBody extends z.ZodType,
  EditBody extends z.ZodType,
  Saved extends z.ZodType = Item,
> {
  /** The collection, e.g. '/forecasts'; one item is `${path}/:id`. */
  path: string;
  tags: string[];
  /** The error answers every route documents (problem+json by status). */
  problems: Record<number, z.ZodType>;
  /** More error answers of one route (a 404 of the routes on one item, a 409 of a create). */
  routeProblems?: Partial<Record<CrudRoute, Record<number, z.ZodType>>>;
  /**
   * The viewer the services get, and who may call: anyone signed in by default; a role check
   * (`requireRole`) for an administration resource. It runs first, before the query, id or body
   * is validated, so nobody refused learns anything from the answer, and again in each handler
   * for the viewer it gives.
   */
  viewerOf?: (request: FastifyRequest) => Viewer;
  schemas: CrudSchemas<Query, List, Item, CreateBody, EditBody, Saved>;
  /** The OpenAPI summary of each route the service implements. */
  summaries: Partial<Record<CrudRoute, string>>;
  service: CrudService<Query, List, Item, CreateBody, EditBody, Saved>;
}

/** A resource's route lacks what it needs: a mistake of the feature, found at start-up. */
function needed<T>(value: T | undefined, what: string, path: string): T {
  if (value === undefined) throw new Error(`${path}: ${what} is needed for the route its service implements`);
  return value;
}

/**
 * The routes of a resource people list, open, create, change and delete, as its service has
 * them: GET path (a page of the list), POST path (201 with the item), GET, PATCH and DELETE
 * path/:id (204). The services decide the rest. A feature adds its other routes (exports,
 * state changes, files) beside these; no feature writes these five by hand.
 */
export function registerCrudRoutes<
  Query extends z.ZodType,
  List extends z.ZodType,
  Item extends z.ZodType,
  CreateBody extends z.ZodType,
  EditBody extends z.ZodType,
  Saved extends z.ZodType = Item,
>(zodApp: ZodApp, resource: CrudResource<Query, List, Item, CreateBody, EditBody, Saved>): void {
  const { path, tags, problems, schemas, summaries, service } = resource;
  const viewerOf = resource.viewerOf ?? requireViewer;
  // The resource's type ties each service to its schemas where it is written. Here the schemas
  // are type parameters no type provider can resolve, so the routes are declared plainly; at run
  // time the app's zod validator and serializer check every request and answer as before.
  const app = zodApp.withTypeProvider<FastifyTypeProviderDefault>();
  const itemPath = `${path}/:id`;
  const schemaOf = (route: CrudRoute, schema: FastifySchema & { response: Record<number, unknown> }) => ({
    tags,
    summary: needed(summaries[route], `the ${route} summary`, path),
    ...schema,
    response: { ...schema.response, ...problems, ...resource.routeProblems?.[route] },
  });
  const refuseFirst = async (request: FastifyRequest) => {
    viewerOf(request);
  };
  // Each route: who may call checked before validation, then its schema.
  const options = (route: CrudRoute, schema: Parameters<typeof schemaOf>[1]) => ({
    preValidation: refuseFirst,
    schema: schemaOf(route, schema),
  });
  // The schemas validate each request before its handler runs; these name what they produced.
  const idOf = (request: { params: unknown }) => (request.params as { id: string }).id;
  const params = () => needed(schemas.idParams, 'idParams', path);
  const item = () => needed(schemas.item, 'the item schema', path);
  const saved = () => schemas.saved ?? item();

  const { list, create, get, update, remove } = service;
  if (list) {
    const response = { 200: needed(schemas.list, 'the list schema', path) };
    const querystring = needed(schemas.listQuery, 'the list query schema', path);
    app.get(path, options('list', { querystring, response }), async (request) =>
      list(app.db, viewerOf(request), request.query as z.output<Query>, request),
    );
  }
  if (create) {
    const body = needed(schemas.createBody, 'the create body schema', path);
    app.post(path, options('create', { body, response: { 201: saved() } }), async (request, reply) => {
      const created = await create(app.db, viewerOf(request), request.body as z.output<CreateBody>);
      return reply.status(201).send(created);
    });
  }
  if (get) {
    app.get(itemPath, options('get', { params: params(), response: { 200: item() } }), async (request) =>
      get(app.db, viewerOf(request), idOf(request)),
    );
  }
  if (update) {
    const body = needed(schemas.editBody, 'the edit body schema', path);
    app.patch(
      itemPath,
      options('update', { params: params(), body, response: { 200: saved() } }),
      async (request) => update(app.db, viewerOf(request), idOf(request), request.body as z.output<EditBody>),
    );
  }
  if (remove) {
    const response = { 204: z.null().meta({ description: 'Deleted' }) };
    app.delete(itemPath, options('remove', { params: params(), response }), async (request, reply) => {
      await remove(app.db, viewerOf(request), idOf(request));
      return reply.status(204).send(null);
    });
  }
}
