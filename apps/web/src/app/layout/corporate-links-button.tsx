import type { ComponentProps } from 'react';
import type { NavLink } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { IconChevronDown, IconLink } from '@tabler/icons-react';

/** The look of the Corporate Links button, shared by its stand-in and the real menu's target. */
export const corporateLinksButtonProps = {
  component: 'button',
  type: 'button',
  label: <Trans>Corporate Links</Trans>,
  leftSection: <IconLink size={20} stroke={1.6} aria-hidden="true" />,
  rightSection: <IconChevronDown size={16} stroke={1.6} aria-hidden="true" />,
} satisfies ComponentProps<typeof NavLink<'button'>>;
