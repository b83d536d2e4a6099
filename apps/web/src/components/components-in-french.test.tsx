import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../lib/i18n';
import { renderWithProviders } from '../test/render';
import { AccountLoadError } from './account-load-error';
import { CardPager } from './card-pager';
import { FullPageLoader } from './full-page-loader';

describe('the shared components in French', () => {
  it("says it is loading, offers a retry and names the pager in the reader's language", async () => {
    await activateLanguage('fr-CA');
    renderWithProviders(
      <>
        <FullPageLoader />
        <AccountLoadError identityProviderName="Okta" onRetry={vi.fn()} retrying={false} />
        <CardPager page={1} pageCount={4} onPageChange={vi.fn()} label="offres d’emploi" />
      </>,
    );
    expect(screen.getByText('Chargement…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages : offres d’emploi' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page suivante' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeInTheDocument();
  });
});
