import { useState } from 'react';
import { Box, Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { REQUEST_STATUSES } from '@portico/domain/requests/request-constants';
import type { DeskQueueParams, DeskTypeFilter } from './api/get-desk-queue';
import { DESK_TYPE_FILTERS } from './use-desk-filters';

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
  params: DeskQueueParams;
  onChange: (changes: Partial<DeskQueueParams>) => void;
}

/** The queue's filters: request type, status, and a search the server runs. */
export function DeskFilters({ params, onChange }: DeskFiltersProps) {
  const [search, setSearch] = useState(params.search);
  const sendSearch = useDebouncedCallback((value: string) => onChange({ search: value.trim() }), 300);

  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      {/* On a phone the five types are wider than the screen; they scroll sideways. */}
      <Box maw="100%" style={{ overflowX: 'auto' }}>
        <SegmentedControl
          aria-label="Request type"
          data={TYPE_OPTIONS}
          value={params.type ?? ALL}
          onChange={(value) => onChange({ type: value === ALL ? null : (value as DeskTypeFilter) })}
        />
      </Box>
      <Select
        label="Status"
        data={STATUS_OPTIONS}
        value={params.status ?? ALL}
        onChange={(value) => onChange({ status: !value || value === ALL ? null : value })}
        allowDeselect={false}
        w={{ base: '100%', xs: 240 }}
      />
      <TextInput
        type="search"
        label="Search"
        placeholder="ID, description, person…"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          sendSearch(event.currentTarget.value);
        }}
        w={{ base: '100%', xs: 280 }}
      />
    </Group>
  );
}
