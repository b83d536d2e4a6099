import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { REQUEST_SORTS, type RequestRow } from '@portico/domain/requests/request-dto';
import { RANKING_TABLE_VIEW, REQUEST_TABLE_VIEW } from '../request-list-state';
import { activateLanguage } from '../../../lib/i18n';
import { useListState } from '../../../lib/use-list-state';
import { renderAt } from '../../../test/render';
import { requestRow } from '../../../test/request-fixtures';
import { stubApi } from '../../../test/stub-api';
import { columnHeaders } from '../../../test/table-queries';
import { RequestTable } from './request-table';

type TableProps = Omit<Parameters<typeof RequestTable>[0], 'list'>;
const STANDARD = { sorts: REQUEST_SORTS, view: REQUEST_TABLE_VIEW };
const RANKING = { sorts: REQUEST_SORTS, view: RANKING_TABLE_VIEW };

/** The table as a page renders it: its page, sort and search kept in the address. */
function TableOnAPage(props: TableProps) {
  const list = useListState(props.variant === 'ranking' ? RANKING : STANDARD);
  return <RequestTable {...props} list={list} />;
}

const rows: RequestRow[] = [
  requestRow(),
  requestRow({
    id: 'req-2',
    name: 'SR-000102',
    displayName: '000102',
    type: 'Purchase Request',
    description: 'Two monitors',
    status: 'Pending Purchase Approval',
    approvalStatus: 'Pending Approval',
    approvalPending: true,
    locked: true,
    standingInFor: 'Drew Okafor',
  }),
];

function renderTable(props: Partial<TableProps> = {}, total = 37) {
  const { calls } = stubApi(({ url }) =>
    url.pathname === '/api/requests'
      ? { body: { items: rows, total, page: Number(url.searchParams.get('page')), pageSize: 10 } }
      : undefined,
  );
  renderAt(<TableOnAPage label="My Requests" filters={{ view: 'mine' }} manage {...props} />);
  const lastQuery = () =>
    calls.filter((call) => call.url.pathname === '/api/requests').at(-1)!.url.searchParams;
  return { calls, lastQuery, user: userEvent.setup() };
}

describe('the IT request tables (spec §2 IT Requests list)', () => {
  it("shows the spec's columns, sorted by ID (Name) descending, 10 rows a page", async () => {
    const { lastQuery } = renderTable();
    await screen.findByRole('link', { name: '000101' });
    expect(columnHeaders('My Requests')).toEqual([
      'ID',
      'Date',
      'Type',
      'Brief Description',
      'Priority',
      'Assigned To',
      'Status',
      'Actions',
    ]);
    expect(screen.getByRole('columnheader', { name: /ID/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: /Date/ })).toHaveAttribute('aria-sort', 'none');
    expect(Object.fromEntries(lastQuery())).toEqual({
      view: 'mine',
      page: '1',
      pageSize: '10',
      sort: 'name',
      order: 'desc',
    });
    expect(screen.getByRole('link', { name: '000101' })).toHaveAttribute('href', '/serviceRequests/req-1');
  });

  it('highlights rows waiting for an approval and says so in words', async () => {
    renderTable();
    const pendingRow = (await screen.findByRole('link', { name: '000102' })).closest('tr')!;
    const plainRow = screen.getByRole('link', { name: '000101' }).closest('tr')!;
    expect(pendingRow).toHaveAttribute('data-highlighted', 'true');
    expect(pendingRow.className).toMatch(/highlightedRow/);
    expect(within(pendingRow).getByText('Pending approval')).toBeInTheDocument();
    expect(plainRow).not.toHaveAttribute('data-highlighted');
    expect(within(plainRow).queryByText('Pending approval')).not.toBeInTheDocument();
    // A substitute's row says whose step it is; a row of one's own says nothing more.
    expect(within(pendingRow).getByText('for Drew Okafor')).toBeInTheDocument();
    expect(within(plainRow).queryByText(/^for /)).not.toBeInTheDocument();
  });

  it('disables edit and delete on Locked requests', async () => {
    renderTable();
    await screen.findByRole('link', { name: '000102' });
    expect(screen.getByRole('button', { name: 'Edit 000102 (locked)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete 000102 (locked)' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Edit 000101' })).toHaveAttribute(
      'href',
      '/serviceRequests/edit/req-1',
    );
    expect(screen.getByRole('button', { name: 'Delete 000101' })).toBeEnabled();
  });

  it('asks the server for another order when a header is clicked', async () => {
    const { lastQuery, user } = renderTable();
    await screen.findByRole('link', { name: '000101' });
    await user.click(screen.getByRole('button', { name: 'Date' }));
    await vi.waitFor(() => expect(lastQuery().get('sort')).toBe('createdAt'));
    expect(screen.getByRole('columnheader', { name: /Date/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /ID/ })).toHaveAttribute('aria-sort', 'none');
    await user.click(screen.getByRole('button', { name: 'Date' }));
    await vi.waitFor(() => expect(lastQuery().get('order')).toBe('desc'));
  });

  it('searches after typing stops, from page 1', async () => {
    const { lastQuery, user } = renderTable();
    await screen.findByRole('link', { name: '000101' });
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await vi.waitFor(() => expect(lastQuery().get('page')).toBe('3'));
    await user.type(screen.getByRole('searchbox', { name: 'Search My Requests' }), 'monitor');
    await vi.waitFor(() => expect(lastQuery().get('search')).toBe('monitor'));
    expect(lastQuery().get('page')).toBe('1');
  });

  it("asks the server for every row with 'All' (the pager itself is DataTable's, tested there)", async () => {
    const { lastQuery, user } = renderTable({}, 95);
    await screen.findByRole('link', { name: '000101' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page, My Requests' }), 'All');
    await vi.waitFor(() => expect(lastQuery().get('pageSize')).toBe('all'));
  });

  it('exports the same list as CSV, every page', async () => {
    renderTable();
    await screen.findByRole('link', { name: '000101' });
    const link = screen.getByRole('link', { name: 'Export CSV' });
    expect(link).toHaveAttribute('href', '/api/requests/export.csv?view=mine&sort=name&order=desc');
    expect(link).toHaveAttribute('download');
  });

  it('adds Category and approval Status in the Approval Requests list, without edit or delete', async () => {
    renderTable({
      label: 'Approval Requests',
      filters: { view: 'approvals' },
      variant: 'approvals',
      manage: false,
    });
    await screen.findByRole('link', { name: '000102' });
    const approvals = screen.getByRole('table', { name: 'Approval Requests' });
    expect(
      within(approvals)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'ID',
      'Date',
      'Type',
      'Brief Description',
      'Category',
      'Priority',
      'Assigned To',
      'Status',
      'Approval Status',
      'Actions',
    ]);
    expect(within(approvals).getByText('Pending Approval')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it('starts the ranking list at 25 rows in rank order', async () => {
    const { lastQuery } = renderTable({
      label: 'Project Ranking',
      filters: { view: 'ranking' },
      variant: 'ranking',
    });
    await screen.findByRole('link', { name: '000101' });
    expect(lastQuery().get('pageSize')).toBe('25');
    expect(lastQuery().get('sort')).toBe('rank');
    expect(screen.getByRole('columnheader', { name: /Rank/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('links only the rows the viewer may open: no link and no View for the others', async () => {
    rows[1] = { ...rows[1]!, canOpen: false };
    try {
      renderTable({
        label: 'Project Ranking',
        filters: { view: 'ranking' },
        variant: 'ranking',
        manage: false,
      });
      await screen.findByRole('link', { name: '000101' });
      expect(screen.getByRole('link', { name: 'View 000101' })).toBeInTheDocument();
      expect(screen.getByText('000102')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: '000102' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'View 000102' })).not.toBeInTheDocument();
    } finally {
      rows[1] = { ...rows[1]!, canOpen: true };
    }
  });
});

describe('the IT request tables in French', () => {
  it('names its columns and shows types, priorities and statuses in French', async () => {
    await activateLanguage('fr-CA');
    renderTable({ variant: 'approvals' });
    await screen.findByRole('link', { name: '000101' });
    expect(columnHeaders('My Requests')).toEqual([
      'Numéro',
      'Date',
      'Type',
      'Brève description',
      'Catégorie',
      'Priorité',
      'Assignée à',
      'Statut',
      'Statut de l’approbation',
      'Actions',
    ]);
    expect(screen.getByText('En attente d’assignation TI')).toBeInTheDocument();
    expect(screen.getAllByText('2 - Moyenne')).toHaveLength(2);
    expect(screen.getByText('Achat')).toBeInTheDocument();
    expect(screen.getByText('En attente d’approbation d’achat')).toBeInTheDocument();
    expect(screen.getAllByText('En attente d’approbation')).not.toHaveLength(0);
    expect(screen.getByText('pour Drew Okafor')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir 000101' })).toBeInTheDocument();
  });
});
