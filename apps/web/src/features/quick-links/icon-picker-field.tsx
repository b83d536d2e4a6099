import { Group, Select, Text, type SelectProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { QUICK_LINK_ICONS, iconLabel } from '@portico/domain/quick-links/quick-link-icons';
import {
  asText,
  useFormField,
  type FormFieldProps,
  type OwnedInputProps,
} from '../../components/form-fields/use-form-field';
import { QuickLinkIconView } from './quick-link-icon';

const ICON_OPTIONS = QUICK_LINK_ICONS.map((icon) => ({ value: icon, label: iconLabel(icon) }));

const renderOption: SelectProps['renderOption'] = ({ option }) => (
  <Group gap="sm" wrap="nowrap">
    <QuickLinkIconView icon={option.value} size={20} />
    <Text size="sm">{option.label}</Text>
  </Group>
);

/** The icon from the fixed list (spec §2), searchable by name, each option showing its icon. */
export function IconPickerField<Values extends FieldValues, Output extends FieldValues = Values>({
  control,
  name,
  color,
  ...input
}: FormFieldProps<Values, Output> & Omit<SelectProps, OwnedInputProps | 'data'> & { color?: string }) {
  const { value, onChange, inputProps } = useFormField({ control, name });
  const icon = asText(value);
  return (
    <Select
      {...input}
      {...inputProps}
      data={ICON_OPTIONS}
      value={icon || null}
      onChange={(next) => onChange(next ?? '')}
      searchable
      nothingFoundMessage="No icon has that name"
      renderOption={renderOption}
      leftSection={icon ? <QuickLinkIconView icon={icon} color={color} size={18} /> : null}
      maxDropdownHeight={280}
    />
  );
}
