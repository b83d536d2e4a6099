import { useLingui } from '@lingui/react/macro';
import { useState, type Ref } from 'react';
import { Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { usePeopleSearch } from '../lib/api/search-people';
import classes from './person-picker.module.css';

const MIN_SEARCH = 2;

/** A person as a picker shows them: the name, and the title and department when known. */
export interface PickedPerson {
  id: string;
  name: string;
  title?: string | null;
  department?: string | null;
}

export interface PersonPickerProps {
  label: string;
  value: string | null;
  /** The chosen person travels with the id (the request form's requester card shows them). */
  onChange: (person: PickedPerson | null) => void;
  onBlur: () => void;
  error?: string | undefined;
  /** The person already chosen on a saved record, so the field shows their name. */
  initial: PickedPerson | null;
  required?: boolean;
  description?: string | undefined;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Shown, not changeable (the request form's On Behalf Of once an approver decided). */
  readOnly?: boolean;
}

/**
 * The one people picker (the request form's On Behalf Of, a project's managers and approvers):
 * type part of a name to search current employees on the server, then choose one.
 */
export function PersonPicker(props: PersonPickerProps) {
  const { t } = useLingui();
  const {
    label,
    value,
    onChange,
    onBlur,
    error,
    initial,
    required = false,
    description,
    name,
    inputRef,
    readOnly = false,
  } = props;
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<PickedPerson | null>(initial);
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const searching = debounced.length >= MIN_SEARCH && debounced !== chosen?.name;
  const people = usePeopleSearch(debounced, searching);

  const found: PickedPerson[] = searching ? (people.data ?? []) : [];
  // The chosen person stays among the options, or the input would lose its label.
  const options = chosen && !found.some((person) => person.id === chosen.id) ? [chosen, ...found] : found;
  const byId = new Map(options.map((person) => [person.id, person]));

  return (
    <Select
      ref={inputRef}
      name={name}
      label={label}
      description={description}
      required={required}
      placeholder={t`Search by name`}
      readOnly={readOnly}
      searchable={!readOnly}
      clearable={!readOnly}
      clearButtonProps={{ 'aria-label': t`Clear ${label}` }}
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
          ? t`Type at least 2 letters`
          : people.isFetching
            ? t`Searching…`
            : t`No one found`
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
