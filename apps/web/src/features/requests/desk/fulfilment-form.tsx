import { useMemo } from 'react';
import { Button, Group, SimpleGrid, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { z } from 'zod';
import { fulfilmentSchema, type FulfilmentInput } from '@portico/domain/requests/it-desk';
import { deskCanSetStatus } from '@portico/domain/requests/workflow/desk';
import { DESK_STATUS_REFUSED } from '@portico/domain/requests/workflow/workflow-messages';
import { DESK_STATUSES, type RequestStatus } from '@portico/domain/requests/request-constants';
import type { RequestDetail } from '@portico/domain/requests/request-dto';
import { NullableDateField } from '../../../components/form-fields/date-field';
import { SelectField } from '../../../components/form-fields/select-field';
import { TextareaField } from '../../../components/form-fields/textarea-field';
import { FormFrame } from '../../../components/form-fields/form-frame';
import { useSchemaForm } from '../../../components/form-fields/use-schema-form';
import { formatRequestStatus } from '../../../lib/request-labels';
import { translateMessage } from '../../../messages/translate-message';
import type { DeskStaffMember } from './api/get-desk-staff';

type FulfilmentValues = z.input<typeof fulfilmentSchema>;
type FulfilmentRequest = Pick<
  RequestDetail,
  'status' | 'assignedTo' | 'statusNotes' | 'estimatedCompletion' | 'completedOn'
>;

/** The fields' names in the reader's language. */
function useFulfilmentLabels(): Record<keyof FulfilmentInput, string> {
  const { t } = useLingui();
  return useMemo(
    () => ({
      status: t`Status`,
      assignedToId: t`Assigned To`,
      estimatedCompletion: t`Estimated Time of Completion`,
      completedOn: t`Completed On`,
      statusNotes: t`Status Notes`,
    }),
    [t],
  );
}

const isDeskStatus = (status: string): status is RequestStatus =>
  DESK_STATUSES.includes(status as RequestStatus);

/**
 * The status options, those the desk may not set from the current status disabled; the value
 * is the status sent, the label its name in the reader's language.
 */
export const statusOptions = (current: string) =>
  DESK_STATUSES.map((status) => ({
    value: status,
    label: formatRequestStatus(status),
    disabled: !deskCanSetStatus(current, status),
  }));

const valuesOf = (request: FulfilmentRequest): FulfilmentValues => ({
  status: isDeskStatus(request.status) ? request.status : undefined,
  assignedToId: request.assignedTo?.id ?? null,
  statusNotes: request.statusNotes ?? '',
  estimatedCompletion: request.estimatedCompletion ?? null,
  completedOn: request.completedOn ?? null,
});

/** Only what changed is sent: an unchanged status must not notify the requester again. */
export function fulfilmentChanges(request: FulfilmentRequest, values: FulfilmentInput): FulfilmentInput {
  const changes: FulfilmentInput = {};
  if (values.status && values.status !== request.status) changes.status = values.status;
  const assignee = values.assignedToId ?? null;
  if (assignee !== (request.assignedTo?.id ?? null)) changes.assignedToId = assignee;
  const notes = values.statusNotes || null;
  if (notes !== (request.statusNotes || null)) changes.statusNotes = notes;
  const estimated = values.estimatedCompletion || null;
  if (estimated !== (request.estimatedCompletion ?? null)) changes.estimatedCompletion = estimated;
  const completed = values.completedOn || null;
  if (completed !== (request.completedOn ?? null)) changes.completedOn = completed;
  return changes;
}

interface FulfilmentFormProps {
  request: FulfilmentRequest;
  /** The desk staff the picker offers: the first of them by name, or those the search found. */
  staff: readonly DeskStaffMember[];
  staffLoading: boolean;
  /** What is typed in Assigned To, to search the desk's staff on the server ('' for the first). */
  onStaffSearch?: (search: string) => void;
  onSubmit: (changes: FulfilmentInput) => void;
  /** Closes the drawer without saving: the button says Close, as it changes nothing. */
  onClose: () => void;
  saving: boolean;
  /** The last save's failure (a refused status change is a 409 with its reason). */
  serverError: Error | null;
}

/**
 * The IT desk's fulfilment form: status, assignee, estimated and actual completion, and the
 * status notes the requester reads. Validated with the schema the server uses.
 */
export function FulfilmentForm({
  request,
  staff,
  staffLoading,
  onStaffSearch,
  onSubmit,
  onClose,
  saving,
  serverError,
}: FulfilmentFormProps) {
  const { t, i18n } = useLingui();
  const labels = useFulfilmentLabels();
  const { handleSubmit, setError, formState, field } = useSchemaForm<FulfilmentValues, FulfilmentInput>({
    schema: fulfilmentSchema,
    defaultValues: valuesOf(request),
    labels,
    serverError,
  });
  const { errors } = formState;
  const waitsForApproval = !isDeskStatus(request.status);

  // The date inputs' own texts, in the reader's language too.
  const dateTexts = (label: string) => ({
    placeholder: t`Pick a date`,
    clearButtonProps: { 'aria-label': t`Clear ${label}` },
  });

  const staffOptions = useMemo(() => {
    const options = staff.map((member) => ({ value: member.id, label: member.name }));
    // Someone who has left the IT staff still shows as the current assignee.
    if (request.assignedTo && !staff.some((member) => member.id === request.assignedTo?.id)) {
      options.unshift({ value: request.assignedTo.id, label: request.assignedTo.name });
    }
    return options;
  }, [staff, request.assignedTo]);

  const submit = handleSubmit((values) => {
    const changes = fulfilmentChanges(request, values);
    if (Object.keys(changes).length === 0) {
      setError('root', { type: 'unchanged', message: t`Nothing to save: no field has changed.` });
      return;
    }
    onSubmit(changes);
  });

  return (
    <FormFrame
      label={t`Fulfilment`}
      onSubmit={submit}
      serverError={serverError}
      fallbackTitle={t`The request could not be updated`}
      fieldLabels={labels}
    >
      <SelectField
        {...field('status')}
        data={statusOptions(request.status)}
        placeholder={waitsForApproval ? formatRequestStatus(request.status) : t`Choose a status`}
        description={waitsForApproval ? translateMessage(i18n, DESK_STATUS_REFUSED) : undefined}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <SelectField
        {...field('assignedToId')}
        data={staffOptions}
        placeholder={staffLoading ? t`Loading IT staff…` : t`Unassigned`}
        searchable
        clearable
        clearButtonProps={{ 'aria-label': t`Clear Assigned To` }}
        nothingFoundMessage={t`No one found`}
        // A chosen person's name fills the box: that is no search, and the list opens whole.
        onSearchChange={(text) =>
          onStaffSearch?.(staffOptions.some((option) => option.label === text) ? '' : text.trim())
        }
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <NullableDateField {...field('estimatedCompletion')} {...dateTexts(labels.estimatedCompletion)} />
        <NullableDateField {...field('completedOn')} {...dateTexts(labels.completedOn)} />
      </SimpleGrid>
      <TextareaField {...field('statusNotes')} minRows={3} maxRows={8} />
      {errors.root?.message && (
        <Text size="sm" c="dimmed" role="status">
          {errors.root.message}
        </Text>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={saving}>
          <Trans>Close</Trans>
        </Button>
        <Button type="submit" loading={saving}>
          <Trans>Save</Trans>
        </Button>
      </Group>
    </FormFrame>
  );
}
