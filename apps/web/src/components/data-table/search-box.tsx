import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';

/** The server is asked once typing pauses, not on every keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

interface SearchBoxProps {
  /**
   * The box's whole name, 'Search employees': written whole by each list, since a language
   * cannot always put a list's name into one sentence ('Search {label}' is not French).
   */
  name: string;
  /** The search the list shows now (from the address). */
  value: string;
  onSearch: (search: string) => void;
  /** Attributes for the box's outer element (a guided tour's anchor). */
  wrapperProps?: Record<string, string>;
}

/** A search box that shows what is typed at once and hands it on after a pause. */
export function SearchBox({ name, value, onSearch, wrapperProps }: SearchBoxProps) {
  const { t } = useLingui();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // Back, a link or a cleared filter changed the search from outside: show that instead.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const send = useDebouncedCallback((next: string) => {
    setShown(next.trim());
    onSearch(next.trim());
  }, SEARCH_DEBOUNCE_MS);

  return (
    <TextInput
      type="search"
      aria-label={name}
      placeholder={t`Search`}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        send(event.currentTarget.value);
      }}
      // Leaving the box (a click on a row, Tab) hands the search on at once. Left to the timer,
      // it could land after that click had begun to open the row, and cancel it or write the
      // list's address onto the row's page.
      onBlur={() => send.flush()}
      w={{ base: '100%', xs: 280 }}
      wrapperProps={wrapperProps}
    />
  );
}
