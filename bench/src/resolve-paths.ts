/**
 * Fills the `{placeholders}` of the endpoints table with records of the seeded organisation,
 * found through the API by the persona's own session, as the web app would find them.
 */
import type { Sessions } from './sign-in';

type Resolver = (origin: string, sessions: Sessions) => Promise<string>;

/** The first request of the IT desk's queue that has an attachment, and that attachment. */
async function findAttachment(origin: string, sessions: Sessions) {
  const page = await getJson<{ items: { id: string }[] }>(
    origin,
    '/api/requests?view=desk&pageSize=50',
    sessions.alex,
  );
  for (const { id } of page.items) {
    const attachments = await getJson<{ items: { id: string }[] }>(
      origin,
      `/api/requests/${id}/attachments`,
      sessions.alex,
    );
    const attachment = attachments.items[0];
    if (attachment) return { requestId: id, attachmentId: attachment.id };
  }
  throw new Error('None of the first 50 requests of the IT desk queue has an attachment');
}

async function getJson<T>(origin: string, path: string, cookie: string): Promise<T> {
  const response = await fetch(origin + path, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

const RESOLVERS: Record<string, Resolver> = {
  /** The month before this one, 'YYYY-MM': always a past month with headcount. */
  lastMonth: async () => {
    const now = new Date();
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
  },
  /** A request from the middle of the IT desk's queue, with its approvals. */
  deskRequestId: async (origin, sessions) => {
    const path = '/api/requests?view=desk&type=purchase&page=3&pageSize=10';
    const page = await getJson<{ items: { id: string }[] }>(origin, path, sessions.alex);
    const id = page.items[0]?.id;
    if (!id) throw new Error('The IT desk queue has no purchase requests to read');
    return id;
  },
  attachedRequestId: async (origin, sessions) => (await findAttachment(origin, sessions)).requestId,
  attachmentPath: async (origin, sessions) => {
    const { requestId, attachmentId } = await findAttachment(origin, sessions);
    return `${requestId}/attachments/${attachmentId}`;
  },
  /** Drew, a manager with a team, as Emery opens his profile view from the directory. */
  managerId: async (origin, sessions) => {
    const found = await getJson<{ items: { id: string }[] }>(
      origin,
      '/api/employees/directory?search=drew.okafor@',
      sessions.emery,
    );
    const id = found.items[0]?.id;
    if (!id) throw new Error('The directory does not find Drew');
    return id;
  },
  /** A project from the picker, as the request form's side card would load it. */
  projectId: async (origin, sessions) => {
    const found = await getJson<{ items: { id: string }[] }>(
      origin,
      '/api/projects?search=PRJ',
      sessions.emery,
    );
    const id = found.items[0]?.id;
    if (!id) throw new Error('The catalogue has no projects');
    return id;
  },
};

export async function resolvePaths(
  paths: readonly string[],
  origin: string,
  sessions: Sessions,
): Promise<Map<string, string>> {
  const values = new Map<string, string>();
  const resolved = new Map<string, string>();
  for (const path of paths) {
    let filled = path;
    for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
      const resolver = name ? RESOLVERS[name] : undefined;
      if (!name || !resolver) throw new Error(`No resolver for {${name}} in ${path}`);
      if (!values.has(name)) values.set(name, await resolver(origin, sessions));
      filled = filled.replace(`{${name}}`, values.get(name)!);
    }
    resolved.set(path, filled);
  }
  return resolved;
}
