import '../../lib/mantine-styles-later';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { CovidDoc } from '@portico/domain/library/library-schema';
import { useState } from 'react';
import { PagedCards } from '../../components/paged-cards';
import { PageTitle } from '../../components/page-title';
import { useListState } from '../../lib/use-list-state';
import { useCovidDocs } from './api/get-covid-docs';
import { AttachmentLinks } from './attachment-links';
import { COVID_LIST_OPTIONS } from './library-list-state';
import { VideoPlayer } from './video-player';

/** One document's card: its name and type, and the button that opens its details. */
function CovidDocCard({ doc, onOpen }: { doc: CovidDoc; onOpen: () => void }) {
  const { t } = useLingui();
  const name = doc.name;
  return (
    <Card withBorder padding="md" h="100%">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text fw={600} miw={0} style={{ overflowWrap: 'anywhere' }}>
          {doc.name}
        </Text>
        {/* The title wraps; the badge keeps its width, or it reads 'PROT…'. */}
        <Badge
          variant="filled"
          color={doc.type === 'Protocol' ? 'indigo.9' : 'teal.9'}
          size="sm"
          style={{ flexShrink: 0 }}
        >
          {doc.type}
        </Badge>
      </Group>
      <Text size="sm" mt="xs" lineClamp={2}>
        {doc.description}
      </Text>
      <Group mt="sm">
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
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={open?.name} size="lg">
        {open && (
          <Stack gap="md">
            <Group gap="lg">
              <Text size="sm">
                <strong>
                  <Trans>Type:</Trans>
                </strong>{' '}
                {open.type}
              </Text>
              {open.region && (
                <Text size="sm">
                  <strong>
                    <Trans>Region:</Trans>
                  </strong>{' '}
                  {open.region}
                </Text>
              )}
            </Group>
            {open.description && <Text style={{ whiteSpace: 'pre-line' }}>{open.description}</Text>}
            <VideoPlayer url={open.videoUrl} title={open.name} />
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
