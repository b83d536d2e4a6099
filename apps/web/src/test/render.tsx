import type { ReactElement } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/providers';

export const createTestQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });

function Providers({ children, queryClient }: { children: ReactElement; queryClient: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient} env="test">
      {children}
    </AppProviders>
  );
}

/**
 * Renders `routes` in a memory router at `path`, with the app's theme, its language (English
 * unless the test activates another, setup.ts) and a fresh query cache.
 */
export function renderRoutes(routes: RouteObject[], path = '/', queryClient = createTestQueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, queryClient };
}

/** Renders an element that needs no router, with the app's theme and a fresh query cache. */
export const renderWithProviders = (element: ReactElement, queryClient = createTestQueryClient()) =>
  render(<Providers queryClient={queryClient}>{element}</Providers>);

/** Renders one element on a single route at `path`. */
export const renderAt = (element: ReactElement, path = '/') => renderRoutes([{ path: '*', element }], path);

/** A fetch stand-in answering JSON by path; unknown paths answer 404 problem+json. */
export function stubFetch(
  answers: Record<string, { status?: number; body: unknown } | (() => Promise<Response>)>,
) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({ url, init });
    const answer = answers[url];
    if (typeof answer === 'function') return answer();
    const status = answer?.status ?? (answer ? 200 : 404);
    const body = answer ? answer.body : { type: 'about:blank', title: 'Not Found', status: 404 };
    const type = status >= 400 ? 'application/problem+json' : 'application/json';
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': type } });
  };
  return { fetchStub, calls };
}
