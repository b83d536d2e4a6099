import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BUILT_IN_QUOTES } from '@portico/domain/quotes/built-in-quotes';
import { emery } from '../../test/fixtures';
import { activateLanguage } from '../../lib/i18n';
import { LocationProbe } from '../../test/location-probe';
import { renderRoutes, stubFetch } from '../../test/render';
import { BUILT_IN_AUTHOR_NAMES, BUILT_IN_QUOTE_TEXTS } from './built-in-quote-texts';
import { DataloaderPage } from './dataloader-page';

const config = { directoryName: 'Portico', identityProviderName: 'Microsoft', copyright: '© 2021 Portico' };
const never = () => new Promise<Response>(() => {});
const ok = (body: unknown) => ({ body });

function renderLoader(path: string, answers: Parameters<typeof stubFetch>[0]) {
  const { fetchStub, calls } = stubFetch({
    '/api/public-config': ok(config),
    '/api/quick-links/corporate': ok({ items: [] }),
    '/api/quotes/random': ok({ quote: { quote: 'Keep going.', author: 'A. Person' } }),
    ...answers,
  });
  vi.stubGlobal('fetch', fetchStub);
  renderRoutes(
    [
      { path: '/dataloader', element: <DataloaderPage /> },
      { path: '*', element: <LocationProbe /> },
    ],
    path,
  );
  return { calls };
}

const location = () => screen.findByLabelText('location');

describe('the data loader (spec §2 /dataloader)', () => {
  it('loads what the first screen needs, then goes to the requested page', async () => {
    const { calls } = renderLoader('/dataloader?next=%2Fprofile%3Ftab%3D1', { '/api/me': ok(emery) });
    expect(await location()).toHaveTextContent('/profile?tab=1');
    expect(calls.map((call) => call.url).sort()).toEqual([
      '/api/me',
      '/api/public-config',
      '/api/quick-links/corporate',
      '/api/quotes/random',
    ]);
  });

  it('goes to / instead of another site', async () => {
    renderLoader('/dataloader?next=%2F%2Fevil.example', { '/api/me': ok(emery) });
    expect(await location()).toHaveTextContent(/^\/$/);
  });

  it('sends a visitor without a session to /login', async () => {
    renderLoader('/dataloader?next=%2Fprofile', {
      '/api/me': { status: 401, body: { type: 'about:blank', title: 'Unauthorized', status: 401 } },
    });
    expect(await location()).toHaveTextContent('/login?next=%2Fprofile');
  });

  it("shows 'Error loading your {provider} account.' with a retry when the account fails", async () => {
    let meAnswers = 0;
    renderLoader('/dataloader', {
      '/api/me': async () => {
        meAnswers += 1;
        return meAnswers === 1
          ? Response.json({ type: 'about:blank', title: 'Server error', status: 500 }, { status: 500 })
          : Response.json(emery);
      },
    });
    expect(await screen.findByText('Error loading your Microsoft account.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await location()).toHaveTextContent(/^\/$/);
  });

  it('shows the fetched quote with its author while loading', async () => {
    renderLoader('/dataloader', { '/api/me': never });
    expect(await screen.findByText('Keep going.')).toBeInTheDocument();
    expect(screen.getByText('– A. Person')).toBeInTheDocument();
  });

  it('falls back to the first built-in quote when the server has none', async () => {
    renderLoader('/dataloader', { '/api/me': never, '/api/quotes/random': ok({ quote: null }) });
    expect(await screen.findByText(BUILT_IN_QUOTES[0]!.quote)).toBeInTheDocument();
  });

  it('falls back to the second built-in quote when the quote fetch fails', async () => {
    renderLoader('/dataloader', {
      '/api/me': never,
      '/api/quotes/random': { status: 503, body: { type: 'about:blank', title: 'Unavailable', status: 503 } },
    });
    expect(await screen.findByText(BUILT_IN_QUOTES[1]!.quote)).toBeInTheDocument();
    expect(screen.getByText(`– ${BUILT_IN_QUOTES[1]!.author}`)).toBeInTheDocument();
  });
});

describe('the data loader in French', () => {
  it('says it is loading in French', async () => {
    await activateLanguage('fr-CA');
    renderLoader('/dataloader', { '/api/me': never });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Chargement de votre portail' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Préparation en cours…')).toBeInTheDocument();
    expect(document.title).toBe('Chargement · Portico');
  });

  it('shows the portal’s own fallback quote in French', async () => {
    await activateLanguage('fr-CA');
    renderLoader('/dataloader', {
      '/api/me': never,
      '/api/quotes/random': { status: 503, body: { type: 'about:blank', title: 'Unavailable', status: 503 } },
    });
    expect(await screen.findByText('La qualité n’est pas un acte, c’est une habitude.')).toBeInTheDocument();
    expect(screen.getByText('– Aristote')).toBeInTheDocument();
  });

  it('shows a quote an Admin wrote as written', async () => {
    await activateLanguage('fr-CA');
    renderLoader('/dataloader', { '/api/me': never });
    expect(await screen.findByText('Keep going.')).toBeInTheDocument();
  });
});

describe('the built-in quotes’ texts', () => {
  it('are the domain’s, each with its French', () => {
    expect(Object.keys(BUILT_IN_QUOTE_TEXTS)).toEqual(BUILT_IN_QUOTES.map((quote) => quote.quote));
    expect(
      Object.keys(BUILT_IN_AUTHOR_NAMES).every((name) => BUILT_IN_QUOTES.some((q) => q.author === name)),
    ).toBe(true);
  });
});
