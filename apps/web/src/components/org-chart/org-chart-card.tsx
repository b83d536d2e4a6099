import { Avatar, Text } from '@mantine/core';
import { avatarColourOf } from '@portico/domain/org-charts/avatar-colour';
import { ORG_CHART } from '@portico/domain/org-charts/org-chart-constants';
import { initialsOf } from '@portico/domain/shared/initials';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import classes from './org-chart.module.css';

/** Every card is this tall, so a layout can place cards before the browser measures them. */
export const ORG_CHART_CARD_HEIGHT = 132;

export interface OrgChartCardProps {
  name: string;
  title: string | null;
  /** For people whose reports the chart can fold: how many, and whether they are shown. */
  reports?: { count: number; expanded: boolean };
  highlighted?: boolean;
}

/**
 * One person on an org chart (spec §2): job title, an initials avatar in a colour derived from
 * the name, and the full name, 180 px wide. The fold chevron is a picture of the state: the
 * whole node is the control (keyboard and pointer), so there is no button inside a button.
 */
export function OrgChartCard({ name, title, reports, highlighted = false }: OrgChartCardProps) {
  const colour = avatarColourOf(name);
  const className = [classes.card, reports && classes.foldable, highlighted && classes.highlighted]
    .filter(Boolean)
    .join(' ');
  const style = {
    width: ORG_CHART.nodeWidth,
    height: ORG_CHART_CARD_HEIGHT,
    '--avatar-colour': colour,
  } as CSSProperties;
  return (
    <div className={className} style={style} data-highlighted={highlighted || undefined}>
      <Text size="xs" c="dimmed" className={classes.title}>
        {title ?? ''}
      </Text>
      <Avatar color={colour} variant="filled" radius="xl" size={40} aria-hidden="true">
        {initialsOf(name)}
      </Avatar>
      <Text size="sm" fw={600} className={classes.name}>
        {name}
      </Text>
      {reports && (
        <span className={classes.chevron} aria-hidden="true">
          {reports.expanded ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
          {reports.count}
        </span>
      )}
    </div>
  );
}
