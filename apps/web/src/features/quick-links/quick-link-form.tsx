import { Trans, useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import {
  quickLinkInputSchema,
  type CompanyOption,
  type QuickLinkFormValues,
  type QuickLinkInput,
} from '@portico/domain/quick-links/quick-link-schema';
import { CheckboxField } from '../../components/form-fields/checkbox-field';
import { ColorField } from '../../components/form-fields/color-field';
import { FormActions, FormFrame } from '../../components/form-fields/form-frame';
import { BilingualTitleFields } from '../../components/form-fields/language-fieldset';
import { SelectField } from '../../components/form-fields/select-field';
import { TextField } from '../../components/form-fields/text-field';
import { useSchemaForm } from '../../components/form-fields/use-schema-form';
import { useAskBeforeUnload } from '../../components/unsaved-changes/use-ask-before-unload';
import { IconPickerField } from './icon-picker-field';

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
  /** A corporate link's form (the Corporate Links screen): the company to show it to. */
  companies?: readonly CompanyOption[];
  onSubmit: (values: QuickLinkInput) => void;
  onCancel: () => void;
  saving: boolean;
  /** The last save's failure, shown in the form's alert (spec §8 'Quick link failure'). */
  serverError: Error | null;
}

/**
 * The New Link / Edit Link form (spec §5 Quick link), validated by the schema the server uses:
 * the same messages, and the same http:// in front of a URL without a scheme. A corporate link's
 * title is asked in English and in French (decision 065); a person's own link has one Title,
 * in whatever language they write it (docs/quick-links.md).
 */
export function QuickLinkForm({
  defaultValues,
  offerCorporate,
  companies,
  onSubmit,
  onCancel,
  saving,
  serverError,
}: QuickLinkFormProps) {
  const { t } = useLingui();
  const labels: Record<keyof QuickLinkFormValues, string> = {
    label: t`Title`,
    labelFr: t`French title`,
    url: t`URL`,
    icon: t`Icon`,
    iconColor: t`Icon Color`,
    isCorporate: t`Corporate link (everyone sees it)`,
    companyId: t`Company`,
  };
  const { control, handleSubmit, field, formState } = useSchemaForm<QuickLinkFormValues, QuickLinkInput>({
    schema: quickLinkInputSchema,
    defaultValues,
    labels,
    serverError,
  });
  // A link being typed survives the hourly idle reload: the reload asks first.
  useAskBeforeUnload(formState.isDirty);
  const [iconColor, isCorporate] = useWatch({ control, name: ['iconColor', 'isCorporate'] });
  // The Corporate Links screen's form is always a corporate link's; the New Link form's, once ticked.
  const corporate = companies !== undefined || isCorporate === true;

  return (
    <FormFrame
      label={t`Quick link`}
      onSubmit={handleSubmit(onSubmit)}
      serverError={serverError}
      fallbackTitle={t`The quick link could not be saved`}
      fieldLabels={labels}
    >
      {corporate ? (
        <>
          <BilingualTitleFields
            hint={
              <Trans>
                Give the title in English, in French or in both. Each person sees their own language, or the
                other marked as the only one.
              </Trans>
            }
            english={field('label')}
            french={field('labelFr')}
          />
        </>
      ) : (
        <TextField {...field('label')} required data-autofocus />
      )}
      <TextField {...field('url')} required placeholder="intranet.example.com" inputMode="url" />
      <IconPickerField {...field('icon')} required placeholder={t`Search icons`} color={iconColor} />
      <ColorField {...field('iconColor')} swatches={SWATCHES} swatchesPerRow={6} />
      {offerCorporate && !companies && <CheckboxField {...field('isCorporate')} />}
      {companies && (
        <SelectField
          {...field('companyId')}
          data={companies.map((company) => ({ value: company.id, label: company.name }))}
          placeholder={t`Every company`}
          description={t`Its employees see the link and hear of it; leave empty for every company.`}
          clearable
          searchable
        />
      )}
      <FormActions onCancel={onCancel} saving={saving} />
    </FormFrame>
  );
}
