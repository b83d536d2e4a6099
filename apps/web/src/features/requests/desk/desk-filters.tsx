import { Box, SegmentedControl, Select } from '@mantine/core';
import { REQUEST_STATUSES } from '@portico/domain/requests/request-constants';
import { DESK_TYPE_FILTERS, type DeskFilter, type DeskTypeFilter } from './desk-list-state';

const ALL = 'all';

const TYPE_LABELS: Record<DeskTypeFilter, string> = {
  support: 'Support',
  purchase: 'Purchase',
  quote: 'Quote',
  'project-brief': 'Project Brief',
};
const TYPE_OPTIONS = [
  { value: ALL, label: 'All' },
  ...DESK_TYPE_FILTERS.map((type) => ({ value: type, label: TYPE_LABELS[type] })),
];
const STATUS_OPTIONS = [{ value: ALL, label: 'All statuses' }, ...REQUEST_STATUSES];

interface DeskFiltersProps {
  filters: Partial<Record<DeskFilter, string>>;
  onChange: (filter: DeskFilter, value: string | null) => void;
}

/** The queue's own filters, shown in the table's toolbar beside its search: type and status. */
export function DeskFilters({ filters, onChange }: DeskFiltersProps) {
  const choose = (filter: DeskFilter) => (value: string | null) =>
    onChange(filter, !value || value === ALL ? null : value);
  return (
    <>
      {/* On a phone the five types are wider than the screen; they scroll sideways. */}
      <Box maw="100%" style={{ overflowX: 'auto' }}>
        <SegmentedControl
          aria-label="Request type"
          data={TYPE_OPTIONS}
          value={filters.type ?? ALL}
          onChange={choose('type')}
        />
      </Box>
      <Select
        label="Status"
        data={STATUS_OPTIONS}
        value={filters.status ?? ALL}
        onChange={choose('status')}
        allowDeselect={false}
        w={{ base: '100%', xs: 220 }}
      />
    </>
  );
}
