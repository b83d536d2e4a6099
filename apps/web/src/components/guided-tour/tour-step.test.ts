import { getDefaultZIndex } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { stopsOnScreen, TOUR_Z_INDEX, type TourStop } from './tour-step';

describe('the guided tour’s layer', () => {
  it('is above the header and sidebar and below every modal, popover and notification', () => {
    expect(TOUR_Z_INDEX).toBeGreaterThan(getDefaultZIndex('app'));
    for (const layer of ['modal', 'popover', 'overlay', 'max'] as const) {
      expect(TOUR_Z_INDEX).toBeLessThan(getDefaultZIndex(layer));
    }
  });
});

describe('the stops a tour shows', () => {
  const stop = (target: TourStop['target']): TourStop => ({ target, title: String(target), content: '' });

  /** A page with a sidebar hidden as a phone hides it, its menu button, and a card. */
  function page() {
    const root = document.createElement('div');
    root.innerHTML = '<nav id="nav"></nav><button aria-controls="nav"></button><section id="card"></section>';
    const nav = root.querySelector('nav')!;
    nav.checkVisibility = () => false;
    return root;
  }

  it.each([
    ['a shown element', '#card', '#card'],
    ['an element not in the page', '#missing', undefined],
    ['a hidden element', '#nav', undefined],
    ['the first shown of several', ['#nav', 'button[aria-controls="nav"]'], 'button[aria-controls="nav"]'],
    ['the first of several when it is shown', ['#card', 'button[aria-controls="nav"]'], '#card'],
    ['none of several shown', ['#nav', '#missing'], undefined],
  ] as const)('points at %s', (_, target, shown) => {
    const [found] = stopsOnScreen([stop(target)], page());
    expect(found?.target).toBe(shown);
  });

  it('keeps the order of the stops, leaving out those not shown', () => {
    const stops = [stop('#card'), stop('#missing'), stop(['#nav', 'button'])];
    expect(stopsOnScreen(stops, page()).map((shown) => shown.target)).toEqual(['#card', 'button']);
  });
});
