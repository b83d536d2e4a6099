import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { LoadingPlaceholder, LoadingSpinner } from './loading-state';

describe('loading cues', () => {
  it('a spinner is a status that says what loads, its drawing hidden from screen readers', () => {
    renderWithProviders(<LoadingSpinner label="Loading notifications" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading notifications');
    expect(status.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('a placeholder is a busy status named by its label, one block for each given', () => {
    renderWithProviders(
      <LoadingPlaceholder
        label="Loading profile"
        blocks={[
          { height: 96, circle: true },
          { height: 20, width: '40%' },
        ]}
      />,
    );
    const status = screen.getByRole('status', { name: 'Loading profile' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status.children).toHaveLength(2);
  });
});
