import { Modal } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { SiteRow } from '@portico/domain/sites/site-admin';
import { closeUnlessSaving } from '../../lib/close-unless-saving';
import { useSaveSite } from './api/save-site';
import { NEW_SITE, SiteForm } from './site-form';

/** The New Site / Edit Site modal; it closes once the server has saved. */
export function SiteModal({
  site,
  onClose,
  onSaved,
}: {
  /** The site being edited; null for a new one. */
  site: SiteRow | null;
  onClose: () => void;
  onSaved: (site: SiteRow, isNew: boolean) => void;
}) {
  const { t } = useLingui();
  const save = useSaveSite();
  const close = closeUnlessSaving(save, onClose);
  return (
    <Modal opened onClose={close} title={site ? t`Edit Site` : t`New Site`} size="lg" centered>
      <SiteForm
        defaultValues={
          site
            ? {
                name: site.name,
                country: site.country,
                timeZone: site.timeZone,
                workingWeek: site.workingWeek,
              }
            : NEW_SITE
        }
        saving={save.isPending}
        serverError={save.error}
        onCancel={close}
        onSubmit={(values) =>
          save.mutate({ id: site?.id, values }, { onSuccess: (saved) => onSaved(saved, !site) })
        }
      />
    </Modal>
  );
}
