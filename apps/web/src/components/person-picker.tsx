import { useState } from 'react';
import { Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { usePeopleSearch, type PersonOption } from '../lib/api/search-people';

const MIN_SEARCH = 2;

interface PersonPickerProps {
  label: string;
  value: string | null;
  /** The chosen person travels with the id, for the requester card. */
  onChange: (person: PersonOption | null) => void;
  onBlur: () => void;
  error?: string | undefined;
  /** The person already chosen on a saved request. */
  initial: PersonOption | null;
}

/**
 * Picks a current employee (the request form's On Behalf Of, the Wall of Wow's winner): type
 * part of a name to search the directory, then choose.
 */
export function PersonPicker({ label, value, onChange, onBlur, error, initial }: PersonPickerProps) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<PersonOption | null>(initial);
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const searching = debounced.length >= MIN_SEARCH && debounced !== chosen?.name;
  const people = usePeopleSearch(debounced, searching);

  const found = searching ? (people.data ?? []) : [];
  // The chosen person stays among the options, or the input would lose its label.
  const options = chosen && !found.some((person) => person.id === chosen.id) ? [chosen, ...found] : found;
  const byId = new Map(options.map((person) => [person.id, person]));

  return (
    <Select
      label={label}
      required
      placeholder="Search by name"
      searchable
      clearable
      clearButtonProps={{ 'aria-label': `Clear ${label}` }}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has already filtered by the search.
      filter={({ options: all }) => all}
      data={options.map((person) => ({ value: person.id, label: person.name }))}
      value={value}
      onChange={(id) => {
        const person = id ? (byId.get(id) ?? null) : null;
        setChosen(person);
        onChange(person);
      }}
      onBlur={onBlur}
      error={error}
      nothingFoundMessage={
        debounced.length < MIN_SEARCH
          ? 'Type at least 2 letters'
          : people.isFetching
            ? 'Searching…'
            : 'No one found'
      }
      renderOption={({ option }) => {
        const person = byId.get(option.value);
        return (
          <Stack gap={0}>
            <Text size="sm">{option.label}</Text>
            {person && (person.title || person.department) && (
              <Text size="xs" c="dimmed">
                {[person.title, person.department].filter(Boolean).join(' · ')}
              </Text>
            )}
          </Stack>
        );
      }}
    />
  );
}
