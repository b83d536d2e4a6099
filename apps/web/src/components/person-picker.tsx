import { useState } from 'react';
import { Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { usePeopleSearch, type PersonOption } from '../api/search-people';
import classes from './request-form.module.css';

const MIN_SEARCH = 2;

interface PersonPickerProps {
  value: string | null;
  /** The chosen person travels with the id, for the requester card. */
  onChange: (person: PersonOption | null) => void;
  onBlur: () => void;
  error?: string | undefined;
  /** The person already chosen on a saved request. */
  initial: PersonOption | null;
}

/** The On Behalf Of picker: type part of a name to search the directory, then choose. */
export function PersonPicker({ value, onChange, onBlur, error, initial }: PersonPickerProps) {
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
      label="On Behalf Of"
      required
      placeholder="Search by name"
      searchable
      clearable
      clearButtonProps={{ 'aria-label': 'Clear On Behalf Of' }}
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
          <div className={classes.option}>
            <Text size="sm">{option.label}</Text>
            {person && (person.title || person.department) && (
              <Text size="xs" c="dimmed">
                {[person.title, person.department].filter(Boolean).join(' · ')}
              </Text>
            )}
          </div>
        );
      }}
    />
  );
}
