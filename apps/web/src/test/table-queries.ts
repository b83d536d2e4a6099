import { screen, within } from '@testing-library/react';

/** The column headers' texts of the table named `name`, in order. */
export const columnHeaders = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
