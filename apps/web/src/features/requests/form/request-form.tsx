import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Grid, Group, Stack, Switch } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { PRIORITIES, type RequestType } from '@portico/domain/requests/request-constants';
import {
  PROJECT_ID_PATTERN,
  requestInputSchema,
  type RequestInput,
} from '@portico/domain/requests/request-schemas';
import { useProject } from '../api/get-project';
import type { PersonOption } from '../../../lib/api/search-people';
import type { ProjectOption } from '../api/search-projects';
import { usePersonToday } from '../../../lib/use-person-today';
import { ProjectDetailsCard } from '../project-details-card';
import { DateField } from '../../../components/form-fields/date-field';
import { NativeSelectField } from '../../../components/form-fields/native-select-field';
import { TextField } from '../../../components/form-fields/text-field';
import { TextareaField } from '../../../components/form-fields/textarea-field';
import { labelledField } from '../../../components/form-fields/use-form-field';
import { ServerErrorAlert } from '../../../components/server-error-alert';
import { UnsavedChangesPrompt } from '../../../components/unsaved-changes/unsaved-changes-prompt';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes/use-unsaved-changes-guard';
import { useServerErrors } from '../../../lib/use-server-errors';
import { translateMessage } from '../../../messages/translate-message';
import { formatPriority } from '../../../lib/request-labels';
import { CategorySelect } from './category-select';
import { PersonPicker } from '../../../components/person-picker';
import { ProductFields } from './product-fields';
import { ProjectBriefFields } from './project-brief-fields';
import { ProjectPicker } from './project-picker';
import {
  FIELD_LABELS,
  fieldLabels,
  DECIDED_HINT,
  FROZEN_HINT,
  frozenProps,
  type RequestFormState,
} from './request-form-values';
import { withNoneOption } from '../none-option';
import { RequesterCard, type Requester } from './requester-card';
import { RequestTypeButtons } from './request-type-buttons';

export interface RequestFormProps {
  mode: 'create' | 'edit';
  defaultValues: RequestFormState;
  /** The signed-in person: the requester unless On Behalf names someone else. */
  me: Requester | null;
  initialPerson: PersonOption | null;
  initialProject: ProjectOption | null;
  /** The saved request's category: kept as an option after an Admin deactivates it. */
  initialCategory?: { id: string; name: string } | null;
  saving: boolean;
  /** The last save's failure, shown in the form's red alert (spec §8). */
  serverError: Error | null;
  /** Fields an approval froze, shown read-only (decision 012); the server refuses changes anyway. */
  frozenFields?: readonly string[];
  /** Saves; once saved, call `allowLeaving` before going on, so leaving does not ask. */
  onSubmit: (input: RequestInput, allowLeaving: () => void) => void;
}

/**
 * The IT request form (spec §2 Request form, §5). It validates with the schema the server uses
 * (Needed By from today, in the browser's time zone), so the messages are the same on both sides.
 */
export function RequestForm(props: RequestFormProps) {
  const { mode, defaultValues, me, saving, serverError, onSubmit } = props;
  // Editing, a Needed By that has passed may stay; only a changed one must be today or later.
  const savedNeededBy = mode === 'edit' ? defaultValues.neededBy : null;
  // The person's own today, where their site is: the day the server holds Needed By to.
  const today = usePersonToday();
  const schema = useMemo(
    () => requestInputSchema({ earliestNeededBy: () => today, savedNeededBy: () => savedNeededBy }),
    [savedNeededBy, today],
  );
  const form = useForm<RequestFormState, unknown, RequestInput>({
    // The form holds every type's fields as text; the schema's union picks and converts them.
    resolver: zodResolver(schema) as unknown as Resolver<RequestFormState, unknown, RequestInput>,
    mode: 'onTouched',
    defaultValues,
  });
  const { control, handleSubmit, setError, setValue, clearErrors } = form;
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  const { i18n, t } = useLingui();
  const labels = fieldLabels(i18n);
  const labelled = labelledField(control, labels);
  // The schema's and the server's messages are English; shown in the reader's language.
  const shownError = (message: string | undefined) => (message ? translateMessage(i18n, message) : message);
  const frozen = props.frozenFields ?? [];
  const whoFrozen = frozen.includes('onBehalfOf');
  const field = <Name extends keyof RequestFormState>(name: Name) => ({
    ...labelled(name),
    ...frozenProps(i18n, frozen, name),
  });
  const [type, onBehalf, project] = useWatch({ control, name: ['type', 'onBehalf', 'project'] });
  const [person, setPerson] = useState<PersonOption | null>(props.initialPerson);
  const chosenProject = useProject(PROJECT_ID_PATTERN.test(project) ? project : null);

  // The server's field errors also mark their fields, not only the alert.
  useServerErrors(serverError, setError, FIELD_LABELS);

  const changeType = (next: RequestType) => {
    if (next === type) return;
    setValue('type', next);
    // Categories belong to one type; the old choice would not be in the new list.
    setValue('category', '');
    clearErrors();
  };
  const hasProducts = type === 'Purchase Request' || type === 'Quote Request';
  // The API takes the English value; the reader reads it in their language.
  const priorities = PRIORITIES.map((value) => ({ value, label: formatPriority(value) }));

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Card
          component="form"
          onSubmit={handleSubmit((input) => onSubmit(input, guard.allowLeaving))}
          noValidate
          aria-label={t`IT request`}
          padding="lg"
        >
          <Stack gap="md">
            <ServerErrorAlert
              error={serverError}
              fallbackTitle={t`Your request could not be saved`}
              fieldLabels={labels}
            />
            <RequestTypeButtons value={type} onChange={changeType} disabled={mode === 'edit'} />
            <Controller
              name="onBehalf"
              control={control}
              render={({ field }) => (
                <Switch
                  label={labels.onBehalf}
                  description={whoFrozen ? i18n._(DECIDED_HINT) : t`Ask for someone else`}
                  disabled={whoFrozen}
                  checked={field.value}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  onChange={(event) => {
                    const { checked } = event.currentTarget;
                    field.onChange(checked);
                    if (!checked) {
                      setValue('onBehalfOf', null);
                      setPerson(null);
                      clearErrors('onBehalfOf');
                    }
                  }}
                />
              )}
            />
            {onBehalf && (
              <Controller
                name="onBehalfOf"
                control={control}
                render={({ field, fieldState }) => (
                  <PersonPicker
                    label={labels.onBehalfOf}
                    required
                    readOnly={whoFrozen}
                    value={field.value}
                    initial={person}
                    onChange={(chosen) => {
                      // What the search found (with the email the requester card shows), or the saved person.
                      setPerson(chosen as PersonOption | null);
                      field.onChange(chosen?.id ?? null);
                    }}
                    onBlur={field.onBlur}
                    error={shownError(fieldState.error?.message)}
                  />
                )}
              />
            )}
            <CategorySelect control={control} type={type} saved={props.initialCategory ?? null} />
            <Controller
              name="project"
              control={control}
              render={({ field, fieldState }) => (
                <ProjectPicker
                  value={field.value}
                  initial={props.initialProject}
                  required={type === 'Purchase Request'}
                  frozenHint={frozen.includes('project') ? i18n._(FROZEN_HINT) : undefined}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={shownError(fieldState.error?.message)}
                />
              )}
            />
            <Group grow align="flex-start" wrap="wrap">
              <NativeSelectField {...field('priority')} required data={withNoneOption(priorities)} />
              <DateField
                {...field('neededBy')}
                required
                minDate={savedNeededBy && savedNeededBy < today ? savedNeededBy : today}
              />
            </Group>
            <TextField {...field('description')} required />
            {hasProducts && <ProductFields control={control} frozen={frozen} />}
            <TextareaField description={t`At least 9 characters`} {...field('requestDetails')} required />
            {type === 'Purchase Request' && <TextareaField {...field('deliveryDetails')} />}
            {type === 'Project Brief' && <ProjectBriefFields control={control} frozen={frozen} />}
            <Group justify="flex-end">
              <Button type="submit" loading={saving}>
                <Trans>Save &amp; Next</Trans>
              </Button>
            </Group>
          </Stack>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="lg">
          <RequesterCard requester={onBehalf ? person : me} onBehalf={onBehalf} />
          <ProjectDetailsCard
            project={chosenProject.data ?? null}
            type={type}
            loading={chosenProject.isLoading}
          />
        </Stack>
      </Grid.Col>
      <UnsavedChangesPrompt guard={guard} />
    </Grid>
  );
}
