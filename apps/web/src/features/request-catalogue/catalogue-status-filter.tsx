import { Badge } from '@mantine/core';
import {
  CATALOGUE_STATUSES,
  CATALOGUE_STATUS_LABELS,
  type CatalogueStatus,
} from '@portico/domain/request-catalogue/catalogue-status';
import { FilterSelect } from '../../components/data-table/filter-select';

/** The lists' Status filter: active (offered on the request form) or inactive. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: CatalogueStatus | undefined;
  onChange: (value: string | null) => void;
}) {
  return (
    <FilterSelect
      label="Status"
      allLabel="Active and inactive"
      options={CATALOGUE_STATUSES.map((status) => ({
        value: status,
        label: CATALOGUE_STATUS_LABELS[status],
      }))}
      value={value}
      onChange={onChange}
      width={200}
    />
  );
}

/**
 * Whether the request form offers it, in words as well as colour. Mantine's green 9 under white
 * text is 4.3:1, below the 4.5:1 axe asks for; this deeper green (the news badges') passes.
 */
export function StatusBadge({ active }: { active: boolean }) {
  return (
    <Badge
      variant="filled"
      color={active ? '#2b6b35' : 'gray.7'}
      tt="none"
      // The word is the badge: a narrow column widens for it rather than cutting it to 'Act…'.
      styles={{ label: { overflow: 'visible', textOverflow: 'clip' } }}
    >
      {active ? 'Active' : 'Inactive'}
    </Badge>
  );
}
