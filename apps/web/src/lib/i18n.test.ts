import { i18n } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';
import { startInLanguage } from './i18n';

describe('the first language', () => {
  it('is tried again when its catalogue fails to arrive, and the page then shows it', async () => {
    const activate = i18n.activate.bind(i18n);
    let failures = 2;
    vi.spyOn(i18n, 'activate').mockImplementation((...args: Parameters<typeof i18n.activate>) => {
      if (failures-- > 0) throw new Error('The network dropped');
      activate(...args);
    });
    startInLanguage('fr-CA');
    await vi.waitFor(() => expect(i18n.locale).toBe('fr-CA'), { timeout: 5_000 });
    expect(failures).toBeLessThan(0);
    expect(document.documentElement.lang).toBe('fr-CA');
  });
});
