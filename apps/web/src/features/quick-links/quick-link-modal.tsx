import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Modal } from '@mantine/core';
import {
  DEFAULT_ICON_COLOR,
  type CompanyOption,
  type QuickLink,
  type QuickLinkFormValues,
} from '@portico/domain/quick-links/quick-link-schema';
import { useSaveQuickLink } from './api/save-quick-link';
import { QuickLinkForm } from './quick-link-form';
import { closeUnlessSaving } from '../../lib/close-unless-saving';

interface QuickLinkModalProps {
  /** The link being edited; null for a new one. */
  link: QuickLink | null;
  opened: boolean;
  offerCorporate: boolean;
  /** For the Corporate Links screen: every link is corporate, for a company or every company. */
  companies?: readonly CompanyOption[];
  /** The company a new corporate link starts with (the screen's filter). */
  companyId?: string | null;
  onClose: () => void;
  onSaved: (link: QuickLink, isNew: boolean) => void;
}

const NEW_LINK: QuickLinkFormValues = {
  label: '',
  labelFr: '',
  url: '',
  icon: '',
  iconColor: DEFAULT_ICON_COLOR,
  isCorporate: false,
};

const formValuesOf = (link: QuickLink | null): QuickLinkFormValues =>
  link
    ? {
        label: link.label,
        labelFr: link.labelFr,
        url: link.url,
        icon: link.icon,
        iconColor: link.iconColor,
        isCorporate: link.isCorporate,
        companyId: link.company?.id ?? null,
      }
    : NEW_LINK;

/** 'New Link', 'Edit Link', 'New Corporate Link' or 'Edit Corporate Link'. */
function modalTitle(editing: boolean, corporate: boolean): MessageDescriptor {
  if (corporate) return editing ? msg`Edit Corporate Link` : msg`New Corporate Link`;
  return editing ? msg`Edit Link` : msg`New Link`;
}

/** The New Link / Edit Link modal (spec §2 Dashboard); it closes once the server has saved. */
export function QuickLinkModal({
  link,
  opened,
  offerCorporate,
  companies,
  companyId = null,
  onClose,
  onSaved,
}: QuickLinkModalProps) {
  const { _: translate } = useLingui();
  const defaultValues =
    link || !companies ? formValuesOf(link) : { ...NEW_LINK, isCorporate: true, companyId };
  const save = useSaveQuickLink();
  const close = closeUnlessSaving(save, onClose);

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={translate(modalTitle(link !== null, companies !== undefined))}
      centered
    >
      {/* Mounted only while open, so each opening starts from the saved link. */}
      {opened && (
        <QuickLinkForm
          defaultValues={defaultValues}
          offerCorporate={offerCorporate && !link}
          companies={companies}
          saving={save.isPending}
          serverError={save.error}
          onCancel={close}
          onSubmit={(values) =>
            save.mutate(
              { id: link?.id, values },
              {
                onSuccess: (saved) => {
                  save.reset();
                  onSaved(saved, !link);
                },
              },
            )
          }
        />
      )}
    </Modal>
  );
}
