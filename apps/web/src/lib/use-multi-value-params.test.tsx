import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocationProbe } from '../test/location-probe';
import { renderRoutes } from '../test/render';
import { readChosen, readMultiValues, useChosenParams, useMultiValueParams } from './use-multi-value-params';

const NAMES = ['company', 'department'] as const;

function renderFilters(path: string) {
  const current: { filters?: ReturnType<typeof useMultiValueParams<(typeof NAMES)[number]>> } = {};
  function Page() {
    current.filters = useMultiValueParams(NAMES);
    return <LocationProbe />;
  }
  renderRoutes([{ path: '/page', element: <Page /> }], path);
  return { filters: () => current.filters!, location: () => screen.getByLabelText('location').textContent };
}

describe('multi-valued filters in the address', () => {
  it('reads repeated values, each once, leaving out empty and overlong ones', () => {
    const params = new URLSearchParams(
      `department=IT&department=HR&department=IT&department=&department=${'x'.repeat(101)}`,
    );
    expect(readMultiValues(params, NAMES)).toEqual({ company: [], department: ['IT', 'HR'] });
  });

  it('restores a shared link and changes one filter, keeping the rest', () => {
    const { filters, location } = renderFilters('/page?tab=headcount&company=HLG&department=IT');
    expect(filters().values).toEqual({ company: ['HLG'], department: ['IT'] });
    act(() => filters().setValues('department', ['IT', 'C&L']));
    expect(location()).toBe('/page?tab=headcount&company=HLG&department=IT&department=C%26L');
    expect(filters().values.department).toEqual(['IT', 'C&L']);
    act(() => filters().clear());
    expect(location()).toBe('/page?tab=headcount');
  });

  it.each([
    ['', null],
    ['company=', []],
    ['company=HLG&company=MNT', ['HLG', 'MNT']],
    ['company=&company=HLG', ['HLG']],
  ])('reads the chip choice of %j as %j', (search, expected) => {
    expect(readChosen(new URLSearchParams(search), 'company')).toEqual(expected);
  });

  it('keeps chip choices in the address, none as an empty value, and starts again on page 1', () => {
    const current: { chips?: ReturnType<typeof useChosenParams<(typeof NAMES)[number]>> } = {};
    function Page() {
      current.chips = useChosenParams(NAMES);
      return <LocationProbe />;
    }
    renderRoutes([{ path: '/page', element: <Page /> }], '/page?tab=timeAway&page=3');
    const location = () => screen.getByLabelText('location').textContent;
    expect(current.chips!.chosen).toEqual({ company: null, department: null });
    act(() => current.chips!.setChosen('company', []));
    expect(location()).toBe('/page?tab=timeAway&company=');
    act(() => current.chips!.setChosen('department', ['IT']));
    expect(current.chips!.chosen).toEqual({ company: [], department: ['IT'] });
    act(() => current.chips!.setChosen('company', null));
    expect(location()).toBe('/page?tab=timeAway&department=IT');
  });
});
