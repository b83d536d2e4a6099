import { Button, Group, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import {
  quickLinkInputSchema,
  type QuickLinkFormValues,
  type QuickLinkInput,
} from '@portico/domain/quick-links/quick-link-schema';
import { CheckboxField } from '../../components/form-fields/checkbox-field';
import { ColorField } from '../../components/form-fields/color-field';
import { TextField } from '../../components/form-fields/text-field';
import { labelledField } from '../../components/form-fields/use-form-field';
import { ServerErrorAlert } from '../../components/server-error-alert';
import { useServerErrors } from '../../lib/use-server-errors';
import { IconPickerField } from './icon-picker-field';

const FIELD_LABELS: Record<keyof QuickLinkFormValues, string> = {
  label: 'Title',
  url: 'URL',
  icon: 'Icon',
  iconColor: 'Icon Color',
  isCorporate: 'Corporate link (everyone sees it)',
};

/** Mantine's palette, offered as swatches; any other colour can be typed or picked. */
const SWATCHES = [
  '#1c7ed6',
  '#1971c2',
  '#0c8599',
  '#2f9e44',
  '#37b24d',
  '#f08c00',
  '#e8590c',
  '#e03131',
  '#c2255c',
  '#7048e8',
  '#5f3dc4',
  '#495057',
];

interface QuickLinkFormProps {
  defaultValues: QuickLinkFormValues;
  /** Only an Admin adding a link is offered the corporate choice; the server checks again. */
  offerCorporate: boolean;
  onSubmit: (values: QuickLinkInput) => void;
  onCancel: () => void;
  saving: boolean;
  /** The last save's failure, shown in the form's alert (spec §8 'Quick link failure'). */
  serverError: Error | null;
}

/**
 * The New Link / Edit Link form (spec §5 Quick link), validated by the schema the server uses:
 * the same messages, and the same http:// in front of a URL without a scheme.
 */
export function QuickLinkForm({
  defaultValues,
  offerCorporate,
  onSubmit,
  onCancel,
  saving,
  serverError,
}: QuickLinkFormProps) {
  const { control, handleSubmit, setError } = useForm<QuickLinkFormValues, unknown, QuickLinkInput>({
    resolver: zodResolver(quickLinkInputSchema),
    mode: 'onTouched',
    defaultValues,
  });
  const field = labelledField(control, FIELD_LABELS);
  const iconColor = useWatch({ control, name: 'iconColor' });
  useServerErrors(serverError, setError, FIELD_LABELS);

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Quick link">
      <Stack gap="md">
        <ServerErrorAlert
          error={serverError}
          fallbackTitle="The quick link could not be saved"
          fieldLabels={FIELD_LABELS}
        />
        <TextField {...field('label')} required data-autofocus />
        <TextField {...field('url')} required placeholder="intranet.example.com" inputMode="url" />
        <IconPickerField {...field('icon')} required placeholder="Search icons" color={iconColor} />
        <ColorField {...field('iconColor')} swatches={SWATCHES} swatchesPerRow={6} />
        {offerCorporate && <CheckboxField {...field('isCorporate')} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
