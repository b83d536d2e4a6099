import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { unloadIsAsked } from '../../test/unload';
import { ContactForm } from './contact-form';

function renderForm(props: Partial<Parameters<typeof ContactForm>[0]> = {}) {
  const onSubmit = vi.fn();
  renderWithProviders(<ContactForm onSubmit={onSubmit} sending={false} serverError={null} {...props} />);
  return { onSubmit, user: userEvent.setup() };
}

describe('the Contact Portal Team form (spec §2, §5)', () => {
  it('says Required for an empty Subject and Message, and sends nothing', async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(2));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says a Subject over 250 characters is too long', async () => {
    const { user } = renderForm();
    const subject = screen.getByRole('textbox', { name: 'Subject' });
    await user.click(subject);
    await user.paste('s'.repeat(251));
    await user.tab();
    expect(await screen.findByText('Must be 250 characters or less')).toBeInTheDocument();
  });

  it('keeps a message being written through a reload (the hourly idle one too): the browser asks first', async () => {
    const { user } = renderForm();
    expect(unloadIsAsked()).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Printer');
    expect(unloadIsAsked()).toBe(true);
  });

  it('shows Submiting... on a disabled button while sending', () => {
    renderForm({ sending: true });
    expect(screen.getByRole('button', { name: 'Submiting...' })).toBeDisabled();
  });

  it('shows a failed send in a red alert with the button usable again', () => {
    renderForm({ serverError: new Error('The portal team could not be reached.') });
    expect(screen.getByRole('alert')).toHaveTextContent('The portal team could not be reached.');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});
