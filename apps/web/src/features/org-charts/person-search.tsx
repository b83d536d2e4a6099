import { Trans, useLingui } from '@lingui/react/macro';
import { Combobox, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { OrgChartMatch } from '@portico/domain/org-charts/org-chart-schema';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadingSpinner } from '../../components/loading-state';
import { useOrgChartSearch } from './api/search-org-charts';

/** Typing pauses this long before the server is asked. */
const SEARCH_DEBOUNCE_MS = 250;

/**
 * Find a person on the charts by name; choosing one opens their department's tab with their
 * card unfolded, centred and highlighted.
 */
export function PersonSearch({ onFound }: { onFound: (match: OrgChartMatch) => void }) {
  const { t } = useLingui();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const searching = debounced !== '' && debounced !== chosen;
  const search = useOrgChartSearch(searching ? debounced : '');
  const matches = searching ? (search.data?.items ?? []) : [];
  const more = searching && search.data?.more === true;

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(id) => {
        const match = matches.find((candidate) => candidate.id === id);
        if (!match) return;
        setText(match.name);
        setChosen(match.name);
        combobox.closeDropdown();
        onFound(match);
      }}
    >
      <Combobox.Target>
        <TextInput
          label={t`Find a person`}
          placeholder={t`Name`}
          w={{ base: '100%', sm: 300 }}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          rightSection={search.isFetching ? <LoadingSpinner size={16} label={t`Searching`} /> : null}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setChosen(null);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          autoComplete="off"
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!searching}>
        <Combobox.Options>
          {matches.map((match) => (
            <Combobox.Option value={match.id} key={match.id}>
              <Text size="sm">{match.name}</Text>
              <Text size="xs" c="dimmed">
                {[match.title, match.department.name].filter(Boolean).join(' · ')}
              </Text>
            </Combobox.Option>
          ))}
          {matches.length === 0 && (
            <Combobox.Empty>
              {search.isFetching || search.isPending ? t`Searching…` : t`Nobody found`}
            </Combobox.Empty>
          )}
        </Combobox.Options>
        {/* The list stops at ORG_CHART_SEARCH_LIMIT: it says so rather than stop silently
            (beside the options, not among them, where only options belong). */}
        {more && (
          <Combobox.Footer>
            <Text size="xs" c="dimmed" role="status">
              <Trans>More people match. Type more of the name.</Trans>
            </Text>
          </Combobox.Footer>
        )}
      </Combobox.Dropdown>
    </Combobox>
  );
}
