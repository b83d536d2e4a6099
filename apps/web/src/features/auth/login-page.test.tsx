import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render';
import { LoginPage } from './login-page';

describe('LoginPage', () => {
  it('speaks English, and offers French named in French', async () => {
    renderAt(<LoginPage />, '/login');
    expect(await screen.findByRole('heading', { name: 'Welcome to the employee portal' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Français' })).toHaveAttribute('lang', 'fr-CA');
    expect(document.title).toBe('Sign in · Portico');
  });

  it('switches to French in place: the page, its title and its lang, the choice kept', async () => {
    renderAt(<LoginPage />, '/login?next=%2FserviceRequests');
    await userEvent.click(await screen.findByRole('button', { name: 'Français' }));
    expect(
      await screen.findByRole('heading', { name: 'Bienvenue dans le portail des employés' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en-CA');
    await waitFor(() => expect(document.title).toBe('Connexion · Portico'));
    expect(document.documentElement.lang).toBe('fr-CA');
    expect(localStorage.getItem('portico.language')).toBe('fr-CA');
    // Where the person was going survives the switch.
    expect(document.querySelector<HTMLInputElement>('input[name="next"]')?.value).toBe('/serviceRequests');
  });
});
