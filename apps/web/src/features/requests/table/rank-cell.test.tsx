import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { requestDetail, requestRow } from '../../../test/request-fixtures';
import { stubApi } from '../../../test/stub-api';
import { RankCell } from './rank-cell';

const project = requestRow({
  id: 'req-7',
  displayName: '000107',
  type: 'Project Brief',
  status: 'Assigned',
  rank: 4,
});

function renderCell(editable: boolean) {
  const { calls } = stubApi(({ method, url }) =>
    method === 'PATCH' && url.pathname === '/api/requests/req-7/rank'
      ? { body: requestDetail({ id: 'req-7', rank: 2 }) }
      : { body: { items: [], total: 0, page: 1, pageSize: 25 } },
  );
  renderWithProviders(<RankCell row={project} editable={editable} />);
  return { calls, user: userEvent.setup() };
}

const rankInput = () => screen.queryByRole('textbox', { name: 'Rank of 000107' });
const rankPatches = (calls: ReturnType<typeof renderCell>['calls']) =>
  calls.filter((call) => call.method === 'PATCH');

describe('the ranking list’s Rank cell (spec §2, §5 Rank input)', () => {
  it('turns into an input on double click and saves digits with Enter', async () => {
    const { calls, user } = renderCell(true);
    const cell = screen.getByRole('button', { name: /Rank 4 of 000107/ });
    await user.click(cell);
    expect(rankInput()).not.toBeInTheDocument();

    await user.dblClick(cell);
    const input = rankInput()!;
    expect(input).toHaveValue('4');
    expect(input).toHaveFocus();
    await user.clear(input);
    await user.type(input, '2{Enter}');

    await screen.findByRole('button', { name: /Rank 4 of 000107/ });
    expect(rankPatches(calls)).toEqual([expect.objectContaining({ body: { rank: 2 } })]);
  });

  it("says 'Digits only' for anything else and does not save it", async () => {
    const { calls, user } = renderCell(true);
    await user.dblClick(screen.getByRole('button', { name: /Rank 4 of 000107/ }));
    await user.clear(rankInput()!);
    await user.type(rankInput()!, '2a');
    expect(screen.getByText('Digits only')).toBeInTheDocument();
    expect(rankInput()).toHaveAttribute('aria-invalid', 'true');

    await user.type(rankInput()!, '{Enter}');
    expect(screen.getByText('Digits only')).toBeInTheDocument();
    await user.clear(rankInput()!);
    await user.type(rankInput()!, '-1{Enter}');
    expect(screen.getByText('Digits only')).toBeInTheDocument();
    expect(rankPatches(calls)).toHaveLength(0);
  });

  it('clears the rank when the cell is emptied and saved', async () => {
    const { calls, user } = renderCell(true);
    await user.dblClick(screen.getByRole('button', { name: /Rank 4 of 000107/ }));
    await user.clear(rankInput()!);
    await user.type(rankInput()!, '{Enter}');
    await screen.findByRole('button', { name: /of 000107/ });
    expect(rankPatches(calls)).toEqual([expect.objectContaining({ body: { rank: null } })]);
  });

  it('cancels with Escape, keeping the saved rank', async () => {
    const { calls, user } = renderCell(true);
    await user.dblClick(screen.getByRole('button', { name: /Rank 4 of 000107/ }));
    await user.type(rankInput()!, '9{Escape}');
    expect(rankInput()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Rank 4 of 000107/ })).toHaveFocus();
    expect(rankPatches(calls)).toHaveLength(0);
  });

  it('opens the input from the keyboard too (Enter on the focused cell)', async () => {
    const { user } = renderCell(true);
    await user.tab();
    expect(screen.getByRole('button', { name: /Rank 4 of 000107/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(rankInput()).toBeInTheDocument();
  });

  it('shows the rank as plain text to people who are not Admins: no input appears', async () => {
    const { user } = renderCell(false);
    const text = screen.getByText('4');
    await user.dblClick(text);
    expect(rankInput()).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
