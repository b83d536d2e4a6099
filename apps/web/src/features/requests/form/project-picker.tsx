import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Combobox, InputBase, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useProjectSearch, type ProjectOption } from '../api/search-projects';
import classes from './request-form.module.css';
import { LoadingSpinner } from '../../../components/loading-state';

export const projectLabel = (project: { name: string; projectCode: string }) =>
  `${project.name} (${project.projectCode})`;

interface ProjectPickerProps {
  value: string;
  /** The project's id once one is chosen; the typed text until then (the schema asks to pick one). */
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string | undefined;
  required: boolean;
  /** The project already chosen on a saved request. */
  initial: ProjectOption | null;
  /** Shown but not changeable: an approval froze it (decision 012). */
  frozenHint?: string | undefined;
}

/** The Project picker: search projects by name or project id, then choose one from the list. */
export function ProjectPicker(props: ProjectPickerProps) {
  const { value, onChange, onBlur, error, required, initial, frozenHint } = props;
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState(initial ? projectLabel(initial) : value);
  const [chosenLabel, setChosenLabel] = useState(initial ? projectLabel(initial) : null);
  const [debounced] = useDebouncedValue(text.trim(), 250);
  // An empty search lists the first projects, so the list is there as soon as the field is.
  const searching = debounced !== chosenLabel;
  const projects = useProjectSearch(debounced, searching);
  const options = searching ? (projects.data ?? []) : [];
  const { t } = useLingui();

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(id) => {
        const project = options.find((option) => option.id === id);
        if (!project) return;
        const label = projectLabel(project);
        setText(label);
        setChosenLabel(label);
        onChange(project.id);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <InputBase
          label={t`Project`}
          required={required}
          placeholder={t`Search by project name or project id`}
          description={frozenHint ?? t`Type part of the name or the project id, then choose from the list`}
          readOnly={frozenHint !== undefined}
          value={text}
          onChange={(event) => {
            const typed = event.currentTarget.value;
            setText(typed);
            setChosenLabel(null);
            onChange(typed.trim());
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => frozenHint === undefined && combobox.openDropdown()}
          onFocus={() => frozenHint === undefined && combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            onBlur();
          }}
          rightSection={
            projects.isFetching ? <LoadingSpinner size={16} label={t`Searching projects`} /> : null
          }
          error={error}
          autoComplete="off"
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!searching}>
        <Combobox.Options>
          {options.map((project) => (
            <Combobox.Option value={project.id} key={project.id} active={project.id === value}>
              <div className={classes.option}>
                <Text size="sm">{project.name}</Text>
                <Text size="xs" c="dimmed">
                  {project.projectCode}
                </Text>
              </div>
            </Combobox.Option>
          ))}
          {options.length === 0 && (
            <Combobox.Empty>
              {projects.isFetching ? <Trans>Searching…</Trans> : <Trans>No projects found</Trans>}
            </Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
