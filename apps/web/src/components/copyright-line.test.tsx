import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../lib/i18n';
import { renderWithProviders } from '../test/render';
import { stubApi } from '../test/stub-api';
import { CopyrightLine } from './copyright-line';

const CONFIG = {
  directoryName: 'Northpeak',
  identityProviderName: 'Microsoft',
  copyright: 'Copyright © 2021 Northpeak. All rights reserved.',
};

describe('the copyright line', () => {
  it.each([
    ['en-CA', 'Copyright © 2021 Northpeak. All rights reserved.'],
    ['fr-CA', 'Copyright © 2021 Northpeak. Tous droits réservés.'],
  ] as const)('reads, in %s, %s', async (language, line) => {
    await activateLanguage(language);
    stubApi(({ url }) => (url.pathname === '/api/public-config' ? { body: CONFIG } : undefined));
    renderWithProviders(<CopyrightLine />);
    expect(await screen.findByText(line)).toBeInTheDocument();
  });
});
