import { useState } from 'react';
import { Alert, Anchor, Badge, Divider, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconAlertCircle } from '@tabler/icons-react';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { Link } from 'react-router';
import type { RequestDetail, RequestRow } from '@portico/domain/requests/request-dto';
import { useRequest } from '../../../lib/api/get-request';
import { formatCad, formatDate, formatDays } from '../../../lib/format';
import {
  formatApprovalState,
  formatPriority,
  formatRequestStatus,
  formatRequestType,
} from '../../../lib/request-labels';
import { translateMessage } from '../../../messages/translate-message';
import { useDeskStaff } from './api/get-desk-staff';
import { useSaveEstimate } from './api/save-estimate';
import { useUpdateFulfilment } from './api/update-fulfilment';
import { estimateSentFeedback, fulfilmentFeedback } from './desk-feedback';
import { EstimateForm } from './estimate-form';
import { FulfilmentForm } from './fulfilment-form';
import { LoadingPlaceholder } from '../../../components/loading-state';
import { SuccessAlert } from '../../../components/success-alert';

interface WorkOnDrawerProps {
  /** The queue row being worked on; null when the drawer is closed. */
  row: RequestRow | null;
  onClose: () => void;
  /** Called once the drawer has gone, e.g. to place the focus if its trigger left the queue. */
  onClosed?: () => void;
  /** A save that closes the drawer says here what it did, for the page to show. */
  onSaved: (message: string) => void;
}

/** A phone's width (Mantine's sm breakpoint). */
const NARROW = '(max-width: 48em)';

/**
 * The IT desk's side panel for one request: its summary, the fulfilment form, and for a
 * project brief waiting for one, the estimate form. Closing returns the focus to the row's
 * 'Work on' button.
 */
export function WorkOnDrawer({ row, onClose, onClosed, onSaved }: WorkOnDrawerProps) {
  // On a phone the panel takes the whole width.
  const narrow = useMediaQuery(NARROW);
  const { t } = useLingui();
  const displayName = row?.displayName;
  return (
    <Drawer
      opened={row !== null}
      onClose={onClose}
      onExitTransitionEnd={onClosed}
      position="right"
      size={narrow ? '100%' : 'lg'}
      title={displayName ? t`Work on ${displayName}` : t`Work on request`}
    >
      {/* Mounted per request, so every opening starts from the saved request. */}
      {row && <WorkOnRequest key={row.id} id={row.id} onDone={onClose} onSaved={onSaved} />}
    </Drawer>
  );
}

interface WorkOnRequestProps {
  id: string;
  onDone: () => void;
  onSaved: (message: string) => void;
}

function WorkOnRequest({ id, onDone, onSaved }: WorkOnRequestProps) {
  const { t, i18n } = useLingui();
  const detail = useRequest(id);
  // The desk may be thousands strong: its picker asks the server for the names typed.
  const [staffSearch, setStaffSearch] = useState('');
  const [searchedStaff] = useDebouncedValue(staffSearch, 250);
  const staff = useDeskStaff(searchedStaff);
  const fulfilment = useUpdateFulfilment(id);
  const estimate = useSaveEstimate(id);
  const [estimateSaved, setEstimateSaved] = useState(false);

  if (detail.isPending) {
    return (
      <LoadingPlaceholder
        label={t`Loading the request`}
        blocks={[{ height: 20, width: '60%' }, { height: 80 }, { height: 240 }]}
      />
    );
  }
  if (detail.isError) {
    return (
      <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden="true" />}>
        {detail.error.message
          ? translateMessage(i18n, detail.error.message)
          : t`The request could not be loaded.`}
      </Alert>
    );
  }

  const request = detail.data;
  const showEstimateForm = request.type === 'Project Brief' && request.permissions.canSendEstimate;
  const sending = estimate.isPending ? (estimate.variables?.send ? 'send' : 'save') : null;

  return (
    <Stack gap="lg">
      <RequestSummary request={request} />
      {!request.permissions.canWorkDesk ? (
        <Alert color="yellow" variant="light" icon={<IconAlertCircle aria-hidden="true" />}>
          <Trans>You cannot work on this request.</Trans>
        </Alert>
      ) : (
        <section aria-labelledby="fulfilment-heading">
          <Title order={3} fz="h4" id="fulfilment-heading" mb="sm">
            <Trans>Fulfilment</Trans>
          </Title>
          <FulfilmentForm
            request={request}
            staff={staff.data?.items ?? []}
            staffLoading={staff.isPending}
            onStaffSearch={setStaffSearch}
            saving={fulfilment.isPending}
            serverError={fulfilment.error}
            onClose={onDone}
            onSubmit={(changes) =>
              fulfilment.mutate(changes, {
                onSuccess: (result) => {
                  onSaved(fulfilmentFeedback(request.displayName, changes, result));
                  onDone();
                },
              })
            }
          />
        </section>
      )}
      {request.type === 'Project Brief' && (
        <>
          <Divider />
          <section aria-labelledby="estimate-heading">
            <Group justify="space-between" mb="sm">
              <Title order={3} fz="h4" id="estimate-heading">
                <Trans>Estimate</Trans>
              </Title>
              {request.estimate.status && (
                <Badge variant="light">{formatApprovalState(request.estimate.status)}</Badge>
              )}
            </Group>
            {estimateSaved && !estimate.isPending && !estimate.error && (
              <SuccessAlert mb="md">
                <Trans>Estimate saved.</Trans>
              </SuccessAlert>
            )}
            {showEstimateForm ? (
              <EstimateForm
                estimate={request.estimate}
                saving={sending}
                serverError={estimate.error}
                onSubmit={(values) => {
                  setEstimateSaved(false);
                  estimate.mutate(values, {
                    onSuccess: () => {
                      if (!values.send) return setEstimateSaved(true);
                      onSaved(estimateSentFeedback(request.displayName));
                      onDone();
                    },
                  });
                }}
              />
            ) : (
              <EstimateSummary estimate={request.estimate} />
            )}
          </section>
        </>
      )}
    </Stack>
  );
}

function RequestSummary({ request }: { request: RequestDetail }) {
  const { t } = useLingui();
  const facts: [string, string][] = [
    [t`Type`, formatRequestType(request.type)],
    [t`Status`, formatRequestStatus(request.status)],
    [t`Requested For`, request.requestedFor.name],
    [t`Priority`, formatPriority(request.priority)],
    [t`Needed By`, formatDate(request.neededBy) ?? '—'],
    [t`Category`, request.category.name],
  ];
  return (
    <Stack gap="xs">
      <Text fw={600}>{request.description}</Text>
      <Group component="dl" gap="lg" m={0} wrap="wrap">
        {facts.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" size="sm" m={0}>
              {value}
            </Text>
          </div>
        ))}
      </Group>
      <Anchor component={Link} to={`/serviceRequests/${request.id}`} size="sm">
        <Trans>Open the request</Trans>
      </Anchor>
    </Stack>
  );
}

/** The estimate as it stands, when the desk may not change it (not waiting for an estimate). */
function EstimateSummary({ estimate }: { estimate: RequestDetail['estimate'] }) {
  if (estimate.hours === null && estimate.rate === null) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>No estimate yet. The estimate can be filled in once the project is pre-approved.</Trans>
      </Text>
    );
  }
  // Hours as the reader writes numbers, to two decimals ('12.5', '12,5').
  const hours = estimate.hours === null ? '—' : formatDays(estimate.hours);
  const rate = formatCad(estimate.rate) ?? '—';
  const cost = formatCad(estimate.cost) ?? '—';
  const sentOn = estimate.sent && estimate.sentOn ? formatDate(estimate.sentOn) : null;
  return (
    <Text size="sm">
      {sentOn ? (
        <Trans>
          {hours} h × {rate} = <strong>{cost}</strong>, sent for approval on {sentOn}
        </Trans>
      ) : (
        <Trans>
          {hours} h × {rate} = <strong>{cost}</strong>
        </Trans>
      )}
    </Text>
  );
}
