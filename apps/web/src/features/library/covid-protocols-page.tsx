import '../../lib/mantine-styles-later';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { DOC_TEXT_FIELDS, type CovidDoc } from '@portico/domain/library/library-schema';
import { langOf, OnlyInMark } from '../../components/bilingual/only-in-mark';
import { useShownInEach } from '../../components/bilingual/use-shown-in';
import { useState } from 'react';
import { PagedCards } from '../../components/paged-cards';
import { PageTitle } from '../../components/page-title';
import { useListState } from '../../lib/use-list-state';
import { useCovidDocs } from './api/get-covid-docs';
import { AttachmentLinks } from './attachment-links';
import { COVID_LIST_OPTIONS } from './library-list-state';
import { VideoPlayer } from './video-player';
import { formatLibraryTerm } from './library-labels';

/** One document's card: its name and type, and the button that opens its details. */
function CovidDocCard({ doc, onOpen }: { doc: CovidDoc; onOpen: () => void }) {
  const { t } = useLingui();
  const shown = useShownInEach(DOC_TEXT_FIELDS)(doc);
  const name = shown.texts.name;
  return (
    <Card withBorder padding="md" h="100%">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text fw={600} miw={0} style={{ overflowWrap: 'anywhere' }} lang={langOf(shown)}>
          {name}
        </Text>
        {/* The title wraps; the badge keeps its width, or it reads 'PROT…'. */}
        <Badge
          variant="filled"
          color={doc.type === 'Protocol' ? 'indigo.9' : 'teal.9'}
          size="sm"
          style={{ flexShrink: 0 }}
        >
          {formatLibraryTerm(doc.type)}
        </Badge>
      </Group>
      <Text size="sm" mt="xs" lineClamp={2} lang={langOf(shown)}>
        {shown.texts.description}
      </Text>
      <Group mt="sm">
        <OnlyInMark shown={shown} size="sm" />
        <Button variant="light" size="xs" onClick={onOpen} aria-label={t`View Details of ${name}`}>
          <Trans>View Details</Trans>
        </Button>
      </Group>
    </Card>
  );
}

/**
 * Spec §2 Covid-19 Protocols: the documents of type Protocol or Form as cards, each with a
 * View Details modal showing the document and its attachments.
 */
export function CovidProtocolsPage() {
  const { t } = useLingui();
  const list = useListState(COVID_LIST_OPTIONS);
  const result = useCovidDocs(list.page);
  const [open, setOpen] = useState<CovidDoc | null>(null);
  const shownOf = useShownInEach(DOC_TEXT_FIELDS);
  const shown = open && shownOf(open);
  return (
    <>
      <PageTitle title={t`Covid-19 Protocols`} />
      <PagedCards
        result={result}
        noun={t`documents`}
        nounOne={t`document`}
        listLabel={t`Covid-19 documents`}
        renderCard={(doc) => <CovidDocCard doc={doc} onOpen={() => setOpen(doc)} />}
        onPageChange={list.setPage}
      />
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={shown && <span lang={langOf(shown)}>{shown.texts.name}</span>}
        size="lg"
      >
        {open && shown && (
          <Stack gap="md">
            <Group gap="lg">
              <OnlyInMark shown={shown} />
              <Text size="sm">
                <strong>
                  <Trans>Type:</Trans>
                </strong>{' '}
                {formatLibraryTerm(open.type)}
              </Text>
              {open.region && (
                <Text size="sm">
                  <strong>
                    <Trans>Region:</Trans>
                  </strong>{' '}
                  {formatLibraryTerm(open.region)}
                </Text>
              )}
            </Group>
            {shown.texts.description && (
              <Text style={{ whiteSpace: 'pre-line' }} lang={langOf(shown)}>
                {shown.texts.description}
              </Text>
            )}
            <VideoPlayer url={open.videoUrl} title={shown.texts.name} />
            <div>
              <Title order={3} fz="h5" mb="xs">
                <Trans>Attachments</Trans>
              </Title>
              <AttachmentLinks attachments={open.attachments} />
            </div>
          </Stack>
        )}
      </Modal>
    </>
  );
}
