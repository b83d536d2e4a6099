import { describe, expect, it } from 'vitest';
import { breadcrumbItems } from './route-handle';

describe('breadcrumbItems', () => {
  it("reads 'Dashboard' alone on the home page", () => {
    expect(breadcrumbItems({ title: 'Dashboard', isDashboard: true })).toEqual([{ label: 'Dashboard' }]);
  });

  it("starts with a link Home, then the page's own title by default", () => {
    expect(breadcrumbItems({ title: 'Employee Directory' })).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Employee Directory' },
    ]);
  });

  it('uses a trail computed from the route params', () => {
    const handle = {
      title: 'IT Requests',
      crumbs: ({ type }: { type?: string }) => [
        { label: 'IT Requests', to: '/serviceRequests' },
        { label: `${type}` },
      ],
    };
    expect(breadcrumbItems(handle, { type: 'pending' }).map((crumb) => crumb.label)).toEqual([
      'Home',
      'IT Requests',
      'pending',
    ]);
  });
});
