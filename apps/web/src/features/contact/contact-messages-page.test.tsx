import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ContactMessageItem } from '@portico/domain/contact/contact-message';
import { renderAt } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { ContactMessagesPage } from './contact-messages-page';

const PICTURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const message = (overrides: Partial<ContactMessageItem> = {}): ContactMessageItem => ({
  id: '0b9f5a5e-8c1e-4b8e-9d51-7a1f3c2e4d10',
  subject: 'The printer page is broken',
  message: `<p>It looks like <strong>this</strong>:</p><p><img src="${PICTURE}" alt="The broken page"></p>`,
  submittedBy: {
    id: '5c0a1f55-3b7d-4e55-8a43-1c2b3d4e5f60',
    name: 'Emery Lindqvist',
    email: 'emery@example.com',
  },
  createdAt: '2026-11-27T15:04:00.000Z',
  ...overrides,
});

function renderPage(item: ContactMessageItem) {
  stubApi(({ url }) =>
    url.pathname === '/api/contact-messages'
      ? { body: { items: [item], total: 1, page: 1, pageSize: 10 } }
      : undefined,
  );
  renderAt(<ContactMessagesPage />, '/contactMessages');
  return userEvent.setup();
}

describe('Contact Messages: a message opens as it was sent', () => {
  it('shows the words in the table and the message with its picture when opened, with a reply', async () => {
    const user = renderPage(message());
    const row = await screen.findByRole('row', { name: /The printer page is broken/ });
    expect(within(row).getByText('It looks like this:')).toBeInTheDocument();
    expect(within(row).queryByRole('img')).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'The printer page is broken' }));
    const dialog = await screen.findByRole('dialog', { name: 'The printer page is broken' });
    expect(within(dialog).getByRole('img', { name: 'The broken page' })).toHaveAttribute('src', PICTURE);
    expect(within(dialog).getByText(/From Emery Lindqvist \(emery@example.com\), sent/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
      'href',
      'mailto:emery%40example.com?subject=Re%3A%20The%20printer%20page%20is%20broken',
    );
  });

  it('says so when the sender has no work email to reply to', async () => {
    const user = renderPage(message({ submittedBy: { id: 'x', name: 'Sam Gray', email: null } }));
    await user.click(await screen.findByRole('button', { name: 'The printer page is broken' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Sam Gray has no work email to reply to.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Reply by email' })).not.toBeInTheDocument();
  });
});
