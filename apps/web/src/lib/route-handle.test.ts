import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from './i18n';
import { breadcrumbItems, labelText, type RouteHandle } from './route-handle';

const trail = (handle: RouteHandle, params = {}) =>
  breadcrumbItems(handle, params).map((crumb) => labelText(crumb.label));

describe('breadcrumbItems', () => {
  it("reads 'Dashboard' alone on the home page", () => {
    expect(trail({ title: msg`Dashboard`, isDashboard: true })).toEqual(['Dashboard']);
  });

  it("starts with a link Home, then the page's own title by default", () => {
    expect(breadcrumbItems({ title: msg`Employee Directory` })[0]?.to).toBe('/');
    expect(trail({ title: msg`Employee Directory` })).toEqual(['Home', 'Employee Directory']);
  });

  it('uses a trail computed from the route params, a text from the address as it is written', () => {
    const handle: RouteHandle = {
      title: msg`IT Requests`,
      crumbs: ({ type }) => [{ label: msg`IT Requests`, to: '/serviceRequests' }, { label: `${type}` }],
    };
    expect(trail(handle, { type: 'pending' })).toEqual(['Home', 'IT Requests', 'pending']);
  });

  it('reads in French once the reader chose it', async () => {
    await activateLanguage('fr-CA');
    expect(trail({ title: msg`Employee Directory` })).toEqual(['Accueil', 'Répertoire des employés']);
    expect(trail({ title: msg`Dashboard`, isDashboard: true })).toEqual(['Tableau de bord']);
  });
});
