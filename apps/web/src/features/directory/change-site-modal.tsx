import { Modal } from '@mantine/core';
import {
  personSiteChangeSchema,
  type PersonSite,
  type PersonSiteChange,
} from '@portico/domain/sites/person-site';
import {
  CHANGE_SITE_DESCRIPTION,
  CHANGE_SITE_LABEL,
  NO_SITE_LABEL,
  PERSON_SITE_LABEL,
} from '@portico/domain/sites/site-texts';
import { FormActions, FormFrame } from '../../components/form-fields/form-frame';
import { SelectField } from '../../components/form-fields/select-field';
import { useSchemaForm } from '../../components/form-fields/use-schema-form';
import { closeUnlessSaving } from '../../lib/close-unless-saving';
import { useChangePersonSite } from './api/change-person-site';
import { useSiteChoices } from './api/get-site-choices';

const FIELD_LABELS: Record<keyof PersonSiteChange, string> = { siteId: PERSON_SITE_LABEL };

/**
 * HR's and Admins' Change site, on a person's profile view: a choice of every site, cleared
 * for none. It closes once the server has saved.
 */
export function ChangeSiteModal({
  employeeId,
  name,
  siteId,
  onClose,
  onSaved,
}: {
  employeeId: string;
  /** The person's name, in the modal's title. */
  name: string;
  siteId: string | null;
  onClose: () => void;
  onSaved: (saved: PersonSite) => void;
}) {
  const choices = useSiteChoices();
  const change = useChangePersonSite();
  const { handleSubmit, field } = useSchemaForm<PersonSiteChange>({
    schema: personSiteChangeSchema,
    defaultValues: { siteId },
    labels: FIELD_LABELS,
    serverError: change.error ?? choices.error,
  });
  const close = closeUnlessSaving(change, onClose);
  const options = (choices.data?.items ?? []).map((site) => ({ value: site.id, label: site.name }));
  return (
    <Modal opened onClose={close} title={`${CHANGE_SITE_LABEL}: ${name}`} centered>
      <FormFrame
        label={CHANGE_SITE_LABEL}
        onSubmit={handleSubmit((values) =>
          change.mutate({ employeeId, change: values }, { onSuccess: onSaved }),
        )}
        serverError={change.error ?? choices.error}
        fallbackTitle="The site could not be changed"
        fieldLabels={FIELD_LABELS}
      >
        <SelectField
          {...field('siteId')}
          data={options}
          searchable
          clearable
          placeholder={choices.isPending ? 'Loading the sites…' : NO_SITE_LABEL}
          nothingFoundMessage="No site has this name"
          description={CHANGE_SITE_DESCRIPTION}
          comboboxProps={{ withinPortal: true }}
        />
        <FormActions onCancel={close} saving={change.isPending} />
      </FormFrame>
    </Modal>
  );
}
