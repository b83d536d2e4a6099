import { useLingui } from '@lingui/react/macro';
import { Modal } from '@mantine/core';
import { useMemo } from 'react';
import {
  personSiteChangeSchema,
  type PersonSite,
  type PersonSiteChange,
} from '@portico/domain/sites/person-site';
import { FormActions, FormFrame } from '../../components/form-fields/form-frame';
import { SelectField } from '../../components/form-fields/select-field';
import { useSchemaForm } from '../../components/form-fields/use-schema-form';
import { closeUnlessSaving } from '../../lib/close-unless-saving';
import { useChangePersonSite } from './api/change-person-site';
import { useSiteChoices } from './api/get-site-choices';

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
  const { t } = useLingui();
  const labels: Record<keyof PersonSiteChange, string> = useMemo(() => ({ siteId: t`Site` }), [t]);
  const changeSite = t`Change site`;
  const choices = useSiteChoices();
  const change = useChangePersonSite();
  const { handleSubmit, field } = useSchemaForm<PersonSiteChange>({
    schema: personSiteChangeSchema,
    defaultValues: { siteId },
    labels,
    serverError: change.error ?? choices.error,
  });
  const close = closeUnlessSaving(change, onClose);
  const options = (choices.data?.items ?? []).map((site) => ({ value: site.id, label: site.name }));
  return (
    <Modal opened onClose={close} title={t`Change site: ${name}`} centered>
      <FormFrame
        label={changeSite}
        onSubmit={handleSubmit((values) =>
          change.mutate({ employeeId, change: values }, { onSuccess: onSaved }),
        )}
        serverError={change.error ?? choices.error}
        fallbackTitle={t`The site could not be changed`}
        fieldLabels={labels}
      >
        <SelectField
          {...field('siteId')}
          data={options}
          searchable
          clearable
          placeholder={choices.isPending ? t`Loading the sites…` : t`No site (the portal’s own calendar)`}
          nothingFoundMessage={t`No site has this name`}
          description={t`Their day turns in the site’s time zone, on its working days and holidays, from their next visit. Clear the choice for no site.`}
          comboboxProps={{ withinPortal: true }}
        />
        <FormActions onCancel={close} saving={change.isPending} />
      </FormFrame>
    </Modal>
  );
}
