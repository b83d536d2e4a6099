import { Box, SegmentedControl, Select } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { REQUEST_STATUSES, REQUEST_TYPE_SLUGS } from '@portico/domain/requests/request-constants';
import { formatRequestStatus, formatRequestType } from '../../../lib/request-labels';
import { DESK_TYPE_FILTERS, type DeskFilter } from './desk-list-state';

const ALL = 'all';

interface DeskFiltersProps {
  filters: Partial<Record<DeskFilter, string>>;
  onChange: (filter: DeskFilter, value: string | null) => void;
}

/** The queue's own filters, shown in the table's toolbar beside its search: type and status. */
export function DeskFilters({ filters, onChange }: DeskFiltersProps) {
  const { t } = useLingui();
  const choose = (filter: DeskFilter) => (value: string | null) =>
    onChange(filter, !value || value === ALL ? null : value);
  const typeOptions = [
    { value: ALL, label: t({ context: 'request types', message: 'All' }) },
    // Each type as its button names it: 'Support', 'Purchase', 'Quote', 'Project Brief'.
    ...DESK_TYPE_FILTERS.map((slug) => ({ value: slug, label: formatRequestType(REQUEST_TYPE_SLUGS[slug]) })),
  ];
  // The values are the statuses the server filters on; only their names are translated.
  const statusOptions = [
    { value: ALL, label: t`All statuses` },
    ...REQUEST_STATUSES.map((status) => ({ value: status, label: formatRequestStatus(status) })),
  ];
  return (
    <>
      {/* On a phone the five types are wider than the screen; they scroll sideways. */}
      <Box maw="100%" style={{ overflowX: 'auto' }}>
        <SegmentedControl
          aria-label={t`Request type`}
          data={typeOptions}
          value={filters.type ?? ALL}
          onChange={choose('type')}
        />
      </Box>
      <Select
        label={t`Status`}
        data={statusOptions}
        value={filters.status ?? ALL}
        onChange={choose('status')}
        allowDeselect={false}
        w={{ base: '100%', xs: 220 }}
      />
    </>
  );
}
