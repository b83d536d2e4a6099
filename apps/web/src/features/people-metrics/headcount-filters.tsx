import { Button, Group, MultiSelect, SimpleGrid } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { HeadcountOptions } from '@portico/domain/people-metrics/headcount-dto';
import type { HeadcountFilterName, HeadcountFilters as Filters } from './headcount-filter-names';
import { FILTER_LABELS } from './headcount-labels';

interface HeadcountFiltersProps {
  filters: Filters;
  /** The choices; none while the first answer is on its way. */
  options: HeadcountOptions | undefined;
  onChange: (name: HeadcountFilterName, values: string[]) => void;
  onClear: () => void;
}

type Choice = { value: string; label: string };

/** A chosen value the options no longer hold (an old link) stays visible, so it can be removed. */
const withChosen = (choices: Choice[], chosen: readonly string[]): Choice[] => [
  ...choices,
  ...chosen
    .filter((value) => !choices.some((choice) => choice.value === value))
    .map((value) => ({ value, label: value })),
];

/** Spec §2 Headcount filters: company, pay class and department, several of each; none means all. */
export function HeadcountFilters({ filters, options, onChange, onClear }: HeadcountFiltersProps) {
  const { t, i18n } = useLingui();
  const choices: Record<HeadcountFilterName, Choice[]> = {
    company: (options?.companies ?? []).map(({ code, name }) => ({ value: code, label: name })),
    payClass: (options?.payClasses ?? []).map((value) => ({ value, label: value })),
    department: (options?.departments ?? []).map((value) => ({ value, label: value })),
  };
  const names = Object.keys(FILTER_LABELS) as HeadcountFilterName[];
  const anyChosen = names.some((name) => filters[name].length > 0);
  return (
    <Group align="flex-end" gap="sm" wrap="nowrap" style={{ flexWrap: 'wrap' }}>
      <SimpleGrid
        cols={{ base: 1, sm: 3 }}
        spacing="sm"
        style={{ flexGrow: 1, flexShrink: 1, flexBasis: '36rem' }}
      >
        {names.map((name) => {
          const label = i18n._(FILTER_LABELS[name]);
          return (
            <MultiSelect
              key={name}
              label={label}
              placeholder={filters[name].length === 0 ? t`All` : undefined}
              data={withChosen(choices[name], filters[name])}
              value={filters[name]}
              onChange={(values) => onChange(name, values)}
              searchable
              clearable
              hidePickedOptions
              nothingFoundMessage={t`Nothing found`}
              clearButtonProps={{ 'aria-label': t`Clear ${label}` }}
            />
          );
        })}
      </SimpleGrid>
      {anyChosen && (
        <Button variant="subtle" onClick={onClear}>
          <Trans>Clear filters</Trans>
        </Button>
      )}
    </Group>
  );
}
