import { screen, within } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import { signedInPages } from '../routes';
import { BreadcrumbTrail } from './breadcrumb-trail';

/** The real route table, with each page replaced by nothing: only the breadcrumb renders. */
const withoutPages = (routes: RouteObject[]): RouteObject[] =>
  routes.map(({ lazy: _lazy, ...route }) => ({ ...route, Component: () => null }) as RouteObject);

function renderTrailAt(path: string) {
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <BreadcrumbTrail />
            <Outlet />
          </>
        ),
        children: withoutPages(signedInPages),
      },
    ],
    path,
  );
  return screen.findByRole('navigation', { name: 'Breadcrumb' });
}

const crumbsOf = (nav: HTMLElement) =>
  within(nav)
    .getAllByText(/.+/, { selector: 'a, span' })
    .filter((element) => element.children.length === 0)
    .map((element) => element.textContent);

describe('the breadcrumb trail (spec §2 Layout)', () => {
  it("reads 'Dashboard' on the home page, without a Home link", async () => {
    const nav = await renderTrailAt('/');
    expect(crumbsOf(nav)).toEqual(['Dashboard']);
    expect(within(nav).queryByRole('link')).not.toBeInTheDocument();
  });

  it('reads Home > IT Requests > New on the new-request page, with links back', async () => {
    const nav = await renderTrailAt('/serviceRequests/new');
    expect(crumbsOf(nav)).toEqual(['Home', 'IT Requests', 'New']);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'IT Requests' })).toHaveAttribute(
      'href',
      '/serviceRequests',
    );
    expect(within(nav).getByText('New')).toHaveAttribute('aria-current', 'page');
  });

  it("reads 'My Metrics' on My Time Away", async () => {
    expect(crumbsOf(await renderTrailAt('/my-time-off'))).toEqual(['Home', 'My Metrics']);
  });

  it('names the request type on the by-type list', async () => {
    expect(crumbsOf(await renderTrailAt('/serviceRequestTypes/pending'))).toEqual([
      'Home',
      'IT Requests',
      'Pending',
    ]);
  });

  it('ends with the page name on a top-level page', async () => {
    expect(crumbsOf(await renderTrailAt('/employees'))).toEqual(['Home', 'Employee Directory']);
  });

  it('shows the not-found page in the trail for unknown addresses', async () => {
    expect(crumbsOf(await renderTrailAt('/no/such/page'))).toEqual(['Home', 'Page Not Found']);
  });
});
