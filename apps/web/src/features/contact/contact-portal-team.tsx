import { useLingui } from '@lingui/react';
import { lazy, Suspense, useState } from 'react';
import { Button, NavLink } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { withCatalogues } from '../../lib/i18n';
import { CONTACT_TITLE } from './contact-title';

// The modal, the form and the send are not needed to show the page: their code (and Mantine's
// Modal styles) starts loading when the pointer or focus reaches the control.
const loadDialog = withCatalogues(() => import('./contact-portal-team-dialog'));
const ContactPortalTeamDialog = lazy(loadDialog);
const preload = () => void loadDialog().catch(() => undefined);

/** The control that opens Contact Portal Team (spec §2): a header button or a sidebar entry. */
export function ContactPortalTeam({ variant }: { variant: 'header' | 'sidebar' }) {
  const { i18n } = useLingui();
  const title = i18n._(CONTACT_TITLE);
  const [wanted, setWanted] = useState(false);
  const [opened, setOpened] = useState(false);
  const triggerProps = {
    onClick: () => {
      setWanted(true);
      setOpened(true);
    },
    onPointerEnter: preload,
    onFocus: preload,
    'aria-haspopup': 'dialog' as const,
  };

  return (
    <>
      {variant === 'header' ? (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconMail size={16} aria-hidden="true" />}
          visibleFrom="md"
          {...triggerProps}
        >
          {title}
        </Button>
      ) : (
        <NavLink
          component="button"
          label={title}
          leftSection={<IconMail size={20} stroke={1.6} aria-hidden="true" />}
          variant="light"
          {...triggerProps}
        />
      )}
      {wanted && (
        <Suspense fallback={null}>
          <ContactPortalTeamDialog opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
