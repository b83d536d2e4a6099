import { RemoveScroll } from 'react-remove-scroll';
import { describe, expect, it } from 'vitest';
import { SCROLL_LOCK_OFFSET_CLASS } from './scroll-lock-offset';

describe('the fixed bars and the scroll lock of modals', () => {
  it('share the class react-remove-scroll shifts', () => {
    expect(SCROLL_LOCK_OFFSET_CLASS).toBe(RemoveScroll.classNames.zeroRight);
  });
});
