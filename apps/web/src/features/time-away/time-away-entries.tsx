import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Text, Title } from '@mantine/core';
import { isApprovedRequest } from '@portico/domain/time-away/time-away-constants';
import type { TimeAwayEntry } from '@portico/domain/time-away/time-away-dto';
import { formatDate } from '../../lib/format';
import { TimeAwayIcon } from './time-away-icon';
import { formatTimeAwayStatus, formatTimeAwayType } from './time-away-labels';
import classes from './time-away.module.css';

const TITLES = { booked: msg`Booked`, taken: msg`Taken` } as const;

interface TimeAwayEntriesProps {
  kind: 'booked' | 'taken';
  entries: TimeAwayEntry[];
  emptyMessage: string;
}

/**
 * Spec §2 My Time Off: the Booked or Taken list. Each day: the icon (thermometer for Sick, plane
 * otherwise), the request type with underscores as spaces, the request status (green when
 * APPROVED, the warning colour otherwise) and the date.
 */
export function TimeAwayEntries({ kind, entries, emptyMessage }: TimeAwayEntriesProps) {
  const { i18n } = useLingui();
  const headingId = `time-away-${kind}-heading`;
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} fz="h5" id={headingId} mb="xs">
        {i18n._(TITLES[kind])}
      </Title>
      {entries.length === 0 ? (
        <Text c="dimmed" size="sm">
          {emptyMessage}
        </Text>
      ) : (
        <ul className={classes.entries}>
          {entries.map((entry) => (
            <li key={entry.id} className={classes.entry}>
              <span className={classes.entryIcon}>
                <TimeAwayIcon requestType={entry.requestType} />
              </span>
              <span className={classes.entryText}>
                <span>{formatTimeAwayType(entry.requestType)}</span>
                <Text
                  span
                  size="xs"
                  fw={600}
                  className={isApprovedRequest(entry.requestStatus) ? classes.approved : classes.notApproved}
                >
                  {formatTimeAwayStatus(entry.requestStatus)}
                </Text>
              </span>
              <Text span size="sm">
                {formatDate(entry.date)}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
