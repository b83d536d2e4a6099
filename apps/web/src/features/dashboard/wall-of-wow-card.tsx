import { Trans } from '@lingui/react/macro';
import { Card, Image, Text, Title } from '@mantine/core';
import { formatMonthYear } from '../../lib/format';
import { useCurrentWallOfWow } from './api/get-current-wall-of-wow';
import classes from './dashboard.module.css';
import { WALL_OF_WOW_TEXT_FIELDS } from '@portico/domain/wall-of-wow/wall-of-wow-texts';
import { langOf, OnlyInMark } from '../../components/bilingual/only-in-mark';
import { useShownInEach } from '../../components/bilingual/use-shown-in';

/** Spec §2 Dashboard: the latest Wall of Wow — month-year, winner, nominated by, value, image. */
export function WallOfWowCard() {
  const current = useCurrentWallOfWow();
  const wow = current.data;
  const shownOf = useShownInEach(WALL_OF_WOW_TEXT_FIELDS);
  const shown = wow && shownOf(wow);
  return (
    <Card component="section" aria-labelledby="wall-of-wow-heading" padding="lg">
      <Title order={2} fz="h4" id="wall-of-wow-heading" mb="sm">
        <Trans>Wall of Wow</Trans>
      </Title>
      {current.isPending && (
        <Text c="dimmed" role="status">
          <Trans>Loading…</Trans>
        </Text>
      )}
      {current.isError && (
        <Text c="dimmed">
          <Trans>The Wall of Wow could not be loaded.</Trans>
        </Text>
      )}
      {current.isSuccess && !wow && (
        <Text c="dimmed">
          <Trans>No Data to Display</Trans>
        </Text>
      )}
      {wow && shown && (
        <>
          {/* An entry just added has no picture until an Admin uploads one. */}
          {wow.imageUrl && (
            <Card.Section mb="sm">
              {/* The whole picture, never cropped (a team photo loses heads to 'cover'): it is
                  fitted in the band, on a neutral ground. */}
              <Image src={wow.imageUrl} alt="" w="100%" h={180} fit="contain" bg="gray.1" />
            </Card.Section>
          )}
          <Text fw={700} size="lg">
            {formatMonthYear(wow.month)}
          </Text>
          <dl className={classes.facts}>
            <dt>
              <Trans>Winner</Trans>
            </dt>
            <dd>{wow.winner.name}</dd>
            <dt>
              <Trans>Nominated by</Trans>
            </dt>
            <dd>{wow.nominatedBy}</dd>
            <dt>
              <Trans>Value</Trans>
            </dt>
            <dd lang={langOf(shown)}>
              {shown.texts.value}
              <OnlyInMark shown={shown} size="xs" ml={6} />
            </dd>
          </dl>
        </>
      )}
    </Card>
  );
}
