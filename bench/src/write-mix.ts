/**
 * The write mix: Emery creates purchase requests on one of Drew's projects, Drew approves each
 * of them once, and Emery marks the notifications those approvals sent her read. Every call
 * must answer 2xx.
 */
import { runLoad, type LoadFigures } from './load';
import type { Sessions } from './sign-in';

export interface WriteMixFigures {
  create: LoadFigures;
  approve: LoadFigures;
  markRead: LoadFigures;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function getJson<T>(origin: string, path: string, cookie: string): Promise<T> {
  const response = await fetch(origin + path, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** A purchase request body that passes the form's rules, on Drew's first project. */
async function purchaseBody(origin: string, cookie: string) {
  const projects = await getJson<{ items: { id: string; projectCode: string }[] }>(
    origin,
    '/api/projects?search=PRJ-0001',
    cookie,
  );
  const categories = await getJson<{ items: { id: string; name: string }[] }>(
    origin,
    '/api/request-categories?type=Purchase%20Request',
    cookie,
  );
  const project = projects.items.find((item) => item.projectCode === 'PRJ-0001');
  const category = categories.items.find((item) => item.name === 'Laptop') ?? categories.items[0];
  if (!project || !category)
    throw new Error('The demo catalogue has no PRJ-0001 project or purchase category');
  return {
    type: 'Purchase Request',
    onBehalf: false,
    category: category.id,
    priority: '2 - Medium',
    neededBy: inDays(14),
    description: 'Docking station for the benchmark',
    requestDetails: 'One docking station for a hot desk.',
    project: project.id,
    productBrand: 'Contoso',
    productModal: 'Dock 2',
    productQuantity: '1',
    deliveryDetails: 'To the depot reception.',
  };
}

export async function runWriteMix(origin: string, sessions: Sessions, durationSeconds: number) {
  const writeHeaders = (cookie: string, json = true) => ({
    cookie,
    origin,
    'x-requested-with': 'portico',
    ...(json ? { 'content-type': 'application/json' } : {}),
  });

  const body = JSON.stringify(await purchaseBody(origin, sessions.emery));
  const created: string[] = [];
  const create = await runLoad({
    url: origin,
    duration: durationSeconds,
    headers: writeHeaders(sessions.emery),
    requests: [
      {
        method: 'POST',
        path: '/api/requests',
        body,
        onResponse: (status, responseBody) => {
          if (status === 200 || status === 201) created.push((JSON.parse(responseBody) as { id: string }).id);
        },
      },
    ],
  });

  const toApprove = [...created];
  if (toApprove.length === 0) throw new Error('The write mix created no requests to approve');
  const decision = JSON.stringify({
    step: 'purchase',
    decision: 'Approved',
    notes: 'Approved for the benchmark.',
  });
  const approve = await runLoad({
    url: origin,
    amount: toApprove.length,
    headers: writeHeaders(sessions.drew),
    requests: [
      {
        method: 'POST',
        body: decision,
        setupRequest: (request) => ({ ...request, path: `/api/requests/${toApprove.pop()}/approvals` }),
      },
    ],
  });

  const notifications = await getJson<{ items: { id: string }[] }>(
    origin,
    '/api/notifications?pageSize=100',
    sessions.emery,
  );
  const ids = notifications.items.map((item) => item.id);
  if (ids.length === 0) throw new Error('Emery has no notifications to mark read');
  let next = 0;
  const markRead = await runLoad({
    url: origin,
    duration: durationSeconds,
    headers: writeHeaders(sessions.emery, false),
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({
          ...request,
          path: `/api/notifications/${ids[next++ % ids.length]}/read`,
        }),
      },
    ],
  });
  return { create, approve, markRead } satisfies WriteMixFigures;
}
