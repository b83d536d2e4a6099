import { useLingui } from '@lingui/react';
import { Alert, Button, CopyButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCalendarPlus, IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { LoadingPlaceholder } from '../../../components/loading-state';
import { ServerErrorAlert } from '../../../components/server-error-alert';
import { useFlashAlert } from '../../../components/use-flash-alert';
import { formatDate } from '../../../lib/format';
import { useCreateCalendarFeed } from './api/create-calendar-feed';
import { useDeleteCalendarFeed } from './api/delete-calendar-feed';
import { useCalendarFeed } from './api/get-calendar-feed';
import { CALENDAR_FEED_TEXTS as T } from './calendar-feed-texts';

/**
 * The profile's "Calendar feed" (issue 29, decision 056): a private link calendar apps
 * subscribe to. Its address is shown once, right after it is made; after that the section says
 * since when the feed is on, and offers a new link (the old one stops) or turning it off.
 */
export function CalendarFeedSection() {
  // Re-renders on a language switch: every text of T is read in the active language.
  useLingui();
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const remove = useDeleteCalendarFeed();
  const flash = useFlashAlert(T.title);
  /** The address just made: kept on this screen only, never stored by the portal. */
  const [url, setUrl] = useState<string | null>(null);
  const [asking, setAsking] = useState<'reset' | 'turnOff' | null>(null);

  const makeLink = (reset: boolean) => {
    remove.reset();
    create.mutate(undefined, {
      onSuccess: (made) => {
        setUrl(made.url);
        flash.say(reset ? T.resetDone : T.created);
      },
      onSettled: () => setAsking(null),
    });
  };
  const turnOff = () => {
    create.reset();
    remove.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        flash.say(T.turnedOff);
      },
      onSettled: () => setAsking(null),
    });
  };

  return (
    <Paper withBorder p="md" mt="lg" component="section" aria-labelledby="calendar-feed-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="calendar-feed-title">
          {T.title}
        </Title>
        <Text size="sm" c="dimmed">
          {T.intro}
        </Text>
        {flash.alert}
        <ServerErrorAlert error={create.error ?? remove.error} fallbackTitle={T.changeFailed} />
        {feed.isPending && <LoadingPlaceholder label={T.loading} blocks={[{ height: 36, width: '40%' }]} />}
        {feed.isError && (
          <Alert color="red" variant="light" role="alert">
            {T.loadFailed}
          </Alert>
        )}
        {feed.data && !feed.data.active && (
          <Group>
            <Button
              leftSection={<IconCalendarPlus size={18} aria-hidden="true" />}
              loading={create.isPending}
              onClick={() => makeLink(false)}
            >
              {T.create}
            </Button>
          </Group>
        )}
        {feed.data?.active && (
          <>
            {url ? (
              <TextInput
                label={T.linkLabel}
                description={T.linkHint}
                value={url}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
              />
            ) : (
              <Text size="sm">{T.onSince(formatDate(feed.data.createdAt) ?? '')}</Text>
            )}
            <Group gap="sm">
              {url && (
                <CopyButton value={url}>
                  {({ copied, copy }) => (
                    <Button
                      leftSection={
                        copied ? (
                          <IconCheck size={18} aria-hidden="true" />
                        ) : (
                          <IconCopy size={18} aria-hidden="true" />
                        )
                      }
                      onClick={() => {
                        copy();
                        flash.say(T.copiedMessage);
                      }}
                    >
                      {copied ? T.copied : T.copy}
                    </Button>
                  )}
                </CopyButton>
              )}
              <Button variant="default" onClick={() => setAsking('reset')}>
                {T.reset}
              </Button>
              <Button variant="default" onClick={() => setAsking('turnOff')}>
                {T.turnOff}
              </Button>
            </Group>
          </>
        )}
      </Stack>
      <ConfirmDeleteModal
        opened={asking === 'reset'}
        deleting={create.isPending}
        onConfirm={() => makeLink(true)}
        onCancel={() => setAsking(null)}
        title={T.resetTitle}
        message={T.resetMessage}
        confirmLabel={T.reset}
      />
      <ConfirmDeleteModal
        opened={asking === 'turnOff'}
        deleting={remove.isPending}
        onConfirm={turnOff}
        onCancel={() => setAsking(null)}
        title={T.turnOffTitle}
        message={T.turnOffMessage}
        confirmLabel={T.turnOff}
      />
    </Paper>
  );
}
