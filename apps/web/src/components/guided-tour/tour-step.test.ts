import { getDefaultZIndex } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { TOUR_Z_INDEX } from './tour-step';

describe('the guided tour’s layer', () => {
  it('is above the header and sidebar and below every modal, popover and notification', () => {
    expect(TOUR_Z_INDEX).toBeGreaterThan(getDefaultZIndex('app'));
    for (const layer of ['modal', 'popover', 'overlay', 'max'] as const) {
      expect(TOUR_Z_INDEX).toBeLessThan(getDefaultZIndex(layer));
    }
  });
});
