import type { FastifySchema, FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { requireViewer, type Viewer } from './viewer';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** The schemas of a resource's five routes; the item's are also the create and edit answers. */
interface CrudSchemas<Query, List, Item, CreateBody, EditBody> {
  listQuery: Query;
  list: List;
  item: Item;
  createBody: CreateBody;
  editBody: EditBody;
  idParams: z.ZodType<{ id: string }>;
}

/**
 * What the routes call: services that take the database and the signed-in viewer and decide
 * everything else (who may, what exists), so each route stays one line.
 */
interface CrudService<
  Query extends z.ZodType,
  List extends z.ZodType,
  Item extends z.ZodType,
  CreateBody extends z.ZodType,
  EditBody extends z.ZodType,
> {
  list: (db: Db, viewer: Viewer, query: z.output<Query>) => Promise<z.output<List>>;
  create: (db: Db, viewer: Viewer, input: z.output<CreateBody>) => Promise<z.output<Item>>;
  get: (db: Db, viewer: Viewer, id: string) => Promise<z.output<Item>>;
  update: (db: Db, viewer: Viewer, id: string, input: z.output<EditBody>) => Promise<z.output<Item>>;
  remove: (db: Db, viewer: Viewer, id: string) => Promise<unknown>;
}

export interface CrudResource<
  Query extends z.ZodType,
  List extends z.ZodType,
  Item extends z.ZodType,
  CreateBody extends z.ZodType,
  EditBody extends z.ZodType,
> {
  /** The collection, e.g. '/forecasts'; one item is `${path}/:id`. */
  path: string;
  tags: string[];
  /** The error answers every one of the five routes documents (problem+json by status). */
  problems: Record<number, z.ZodType>;
  schemas: CrudSchemas<Query, List, Item, CreateBody, EditBody>;
  /** The OpenAPI summary of each route. */
  summaries: Record<'list' | 'create' | 'get' | 'update' | 'remove', string>;
  service: CrudService<Query, List, Item, CreateBody, EditBody>;
}

/**
 * The five routes of a resource people list, open, create, change and delete: GET path (a page
 * of the list), POST path (201 with the item), GET, PATCH and DELETE path/:id (204). Every one
 * requires a signed-in viewer; the services decide the rest. A feature adds its other routes
 * (exports, state changes) beside these.
 */
export function registerCrudRoutes<
  Query extends z.ZodType,
  List extends z.ZodType,
  Item extends z.ZodType,
  CreateBody extends z.ZodType,
  EditBody extends z.ZodType,
>(zodApp: ZodApp, resource: CrudResource<Query, List, Item, CreateBody, EditBody>): void {
  const { path, tags, problems, schemas, summaries, service } = resource;
  // The resource's type ties each service to its schemas where it is written. Here the schemas
  // are type parameters no type provider can resolve, so the routes are declared plainly; at run
  // time the app's zod validator and serializer check every request and answer as before.
  const app = zodApp.withTypeProvider<FastifyTypeProviderDefault>();
  const documented = (schema: FastifySchema): FastifySchema => schema;
  const itemPath = `${path}/:id`;
  const params = schemas.idParams;
  // The schemas validate each request before its handler runs; these name what they produced.
  const idOf = (request: { params: unknown }) => (request.params as z.output<typeof params>).id;

  app.get(
    path,
    {
      schema: documented({
        tags,
        summary: summaries.list,
        querystring: schemas.listQuery,
        response: { 200: schemas.list, ...problems },
      }),
    },
    async (request) => service.list(app.db, requireViewer(request), request.query as z.output<Query>),
  );

  app.post(
    path,
    {
      schema: documented({
        tags,
        summary: summaries.create,
        body: schemas.createBody,
        response: { 201: schemas.item, ...problems },
      }),
    },
    async (request, reply) => {
      const created = await service.create(
        app.db,
        requireViewer(request),
        request.body as z.output<CreateBody>,
      );
      return reply.status(201).send(created);
    },
  );

  app.get(
    itemPath,
    {
      schema: documented({
        tags,
        summary: summaries.get,
        params,
        response: { 200: schemas.item, ...problems },
      }),
    },
    async (request) => service.get(app.db, requireViewer(request), idOf(request)),
  );

  app.patch(
    itemPath,
    {
      schema: documented({
        tags,
        summary: summaries.update,
        params,
        body: schemas.editBody,
        response: { 200: schemas.item, ...problems },
      }),
    },
    async (request) =>
      service.update(app.db, requireViewer(request), idOf(request), request.body as z.output<EditBody>),
  );

  app.delete(
    itemPath,
    {
      schema: documented({
        tags,
        summary: summaries.remove,
        params,
        response: { 204: z.null(), ...problems },
      }),
    },
    async (request, reply) => {
      await service.remove(app.db, requireViewer(request), idOf(request));
      return reply.status(204).send(null);
    },
  );
}
