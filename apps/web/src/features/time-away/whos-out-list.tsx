import '../../lib/mantine-styles-later';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Card, Text, Title } from '@mantine/core';
import { isApprovedRequest } from '@portico/domain/time-away/time-away-constants';
import type { AwayPerson, WhosOut } from '@portico/domain/time-away/time-away-dto';
import { formatDate, formatWeekday } from '../../lib/format';
import { TimeAwayIcon } from './time-away-icon';
import { formatTimeAwayStatus, formatTimeAwayType } from './time-away-labels';
import classes from './time-away.module.css';

/**
 * What a person's days say: the type of time away ("Away" where the server does not say why:
 * only HR and the person's managers are told), and the weekdays when not today alone.
 */
function describeDays(i18n: I18n, person: AwayPerson, today: string) {
  const [first] = person.days;
  const typeOf = (requestType: string | null) =>
    requestType === null ? i18n._(msg`Away`) : formatTimeAwayType(requestType);
  const types = [...new Set(person.days.map((day) => typeOf(day.requestType)))].join(', ');
  const weekdays = person.days
    .map((day) => (day.date === today ? i18n._(msg`Today`) : formatWeekday(day.date)))
    .join(', ');
  const pending = person.days.find((day) => !isApprovedRequest(day.requestStatus));
  return {
    icon: first?.requestType ?? '',
    types,
    weekdays,
    pending: pending && formatTimeAwayStatus(pending.requestStatus),
  };
}

function AwayGroup({
  id,
  title,
  group,
  today,
}: {
  id: string;
  title: string;
  group: WhosOut['today'];
  today: string;
}) {
  const { i18n } = useLingui();
  if (group.total === 0) return null;
  const headingId = `whos-out-${id}`;
  const more = group.total - group.items.length;
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} fz="h6" id={headingId} mt="xs" mb={4}>
        {title}
      </Title>
      <ul className={classes.entries}>
        {group.items.map((person) => {
          const days = describeDays(i18n, person, today);
          return (
            <li key={person.employeeId} className={classes.entry}>
              <span className={classes.entryIcon}>
                <TimeAwayIcon requestType={days.icon} />
              </span>
              <span>
                <Text span size="sm" fw={600}>
                  {person.name}
                </Text>{' '}
                <Text span size="sm" c="dimmed">
                  {days.types}
                </Text>
                {days.pending && (
                  <Text span size="xs" fw={600} className={classes.notApproved} ml={6}>
                    {days.pending}
                  </Text>
                )}
              </span>
              <Text span size="sm">
                {days.weekdays}
              </Text>
            </li>
          );
        })}
      </ul>
      {more > 0 && (
        <Text size="sm" c="dimmed" mt={4}>
          <Trans>and {more} more</Trans>
        </Text>
      )}
    </section>
  );
}

/** The "Who's out" card: away today, then later this week (to Sunday, the date it ends). */
export default function WhosOutList({ whosOut }: { whosOut: WhosOut }) {
  const { i18n } = useLingui();
  const weekday = formatWeekday(whosOut.to);
  const date = formatDate(whosOut.to);
  return (
    <Card component="section" aria-labelledby="whos-out-heading" padding="lg">
      <Title order={2} fz="h4" id="whos-out-heading">
        <Trans>Who’s out</Trans>
      </Title>
      <Text size="xs" c="dimmed" mb="xs">
        <Trans>
          Today to {weekday}, {date}
        </Trans>
      </Text>
      <AwayGroup id="today" title={i18n._(msg`Today`)} group={whosOut.today} today={whosOut.from} />
      <AwayGroup
        id="later-this-week"
        title={i18n._(msg`Later this week`)}
        group={whosOut.laterThisWeek}
        today={whosOut.from}
      />
    </Card>
  );
}
