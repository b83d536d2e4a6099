import { useMemo } from 'react';
import { Alert, Grid, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  PROJECT_CURRENCIES,
  PROJECT_PEOPLE,
  personKeyOf,
  projectInputSchema,
  type AccountOption,
  type ProjectAdminRow,
  type ProjectFormValues,
  type ProjectInput,
  type ProjectPersonField,
} from '@portico/domain/request-catalogue/project-admin';
import { FormActions, FormFrame } from '../../../components/form-fields/form-frame';
import { NativeSelectField } from '../../../components/form-fields/native-select-field';
import { PersonPickerField } from '../../../components/form-fields/person-picker-field';
import { SelectField } from '../../../components/form-fields/select-field';
import { TextField } from '../../../components/form-fields/text-field';
import { useSchemaForm } from '../../../components/form-fields/use-schema-form';
import { UnsavedChangesPrompt } from '../../../components/unsaved-changes/unsaved-changes-prompt';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes/use-unsaved-changes-guard';
import { ACTIVE_LABEL, ActiveField } from './catalogue-status-filter';

/** The fields' names in the reader's language. */
function useFieldLabels(): Record<keyof ProjectFormValues, string> {
  const { t, i18n } = useLingui();
  return useMemo(
    () => ({
      name: t`Name`,
      projectCode: t`Project ID`,
      groupName: t`Group`,
      accountId: t`Account`,
      projectManagerId: t`Project Manager`,
      purchaseManagerId: t`Purchase Manager`,
      purchaseApproverId: t`Purchase Approver`,
      secondaryPurchaseApproverId: t`Secondary Purchase Approver`,
      preApproverId: t`Pre-Approver`,
      estimateApproverId: t`Estimate Approver`,
      email: t`Email`,
      phone: t`Phone`,
      paymentTerms: t`Payment Terms`,
      currency: t`Currency`,
      active: i18n._(ACTIVE_LABEL),
    }),
    [t, i18n],
  );
}

/** What each approver does, under their picker. */
function useApproverHints(): Partial<Record<ProjectPersonField, string>> {
  const { t } = useLingui();
  return useMemo(
    () => ({
      purchaseApproverId: t`Approves Purchase requests; empty: the requester’s manager does.`,
      secondaryPurchaseApproverId: t`May approve a Purchase instead of the purchase approver; another person.`,
      preApproverId: t`Pre-approves Project Briefs; empty: the requester’s manager does.`,
      estimateApproverId: t`Approves the estimate of a Project Brief; empty: the department’s leader does.`,
    }),
    [t],
  );
}

export const EMPTY_PROJECT: ProjectFormValues = {
  name: '',
  projectCode: '',
  groupName: '',
  accountId: null,
  ...(Object.fromEntries(PROJECT_PEOPLE.map((field) => [field, null])) as Record<ProjectPersonField, null>),
  email: '',
  phone: '',
  paymentTerms: '',
  currency: 'CAD',
  active: true,
};

/** The form's values of a saved project. */
export const projectFormValuesOf = (project: ProjectAdminRow): ProjectFormValues => ({
  name: project.name,
  projectCode: project.projectCode,
  groupName: project.groupName ?? '',
  accountId: project.account?.id ?? null,
  ...(Object.fromEntries(
    PROJECT_PEOPLE.map((field) => [field, project[personKeyOf(field)]?.id ?? null]),
  ) as Record<ProjectPersonField, string | null>),
  email: project.email ?? '',
  phone: project.phone ?? '',
  paymentTerms: project.paymentTerms ?? '',
  currency: project.currency as ProjectFormValues['currency'],
  active: project.active,
});

const MANAGERS: readonly ProjectPersonField[] = ['projectManagerId', 'purchaseManagerId'];
const APPROVERS: readonly ProjectPersonField[] = [
  'purchaseApproverId',
  'secondaryPurchaseApproverId',
  'preApproverId',
  'estimateApproverId',
];

interface ProjectFormProps {
  defaultValues: ProjectFormValues;
  /** The saved project (its people's names for the pickers), or null for a new one. */
  saved: ProjectAdminRow | null;
  accounts: readonly AccountOption[];
  saving: boolean;
  serverError: Error | null;
  onCancel: () => void;
  onSubmit: (values: ProjectInput, allowLeaving: () => void) => void;
}

/** A project (spec §3 Project) with its managers and the approvers of its requests (spec §6). */
export function ProjectForm({
  defaultValues,
  saved,
  accounts,
  saving,
  serverError,
  onCancel,
  onSubmit,
}: ProjectFormProps) {
  const { t } = useLingui();
  const labels = useFieldLabels();
  const hints = useApproverHints();
  const form = useSchemaForm<ProjectFormValues, ProjectInput>({
    schema: projectInputSchema,
    defaultValues,
    labels,
    serverError,
  });
  const { handleSubmit, field } = form;
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  const person = (name: ProjectPersonField) => (
    <Grid.Col span={{ base: 12, sm: 6 }} key={name}>
      <PersonPickerField
        {...field(name)}
        label={labels[name]}
        initial={saved?.[personKeyOf(name)] ?? null}
        description={hints[name]}
      />
    </Grid.Col>
  );
  const half = { base: 12, sm: 6 };

  return (
    <FormFrame
      label={t`Project`}
      onSubmit={handleSubmit((values) => onSubmit(values, guard.allowLeaving))}
      serverError={serverError}
      fallbackTitle={t`The project could not be saved`}
      fieldLabels={labels}
    >
      <Grid gap="md">
        <Grid.Col span={half}>
          <TextField {...field('name')} required data-autofocus />
        </Grid.Col>
        <Grid.Col span={half}>
          <TextField
            {...field('projectCode')}
            required
            placeholder="PRJ-0001"
            description={t`How people quote the project; the request form searches by it.`}
          />
        </Grid.Col>
        <Grid.Col span={half}>
          <TextField {...field('groupName')} />
        </Grid.Col>
        <Grid.Col span={half}>
          <SelectField
            {...field('accountId')}
            data={accounts.map((account) => ({ value: account.id, label: account.name }))}
            placeholder={t`No account`}
            searchable
            clearable
          />
        </Grid.Col>
        {MANAGERS.map(person)}
      </Grid>
      <Title order={2} fz="h4">
        <Trans>Approvers</Trans>
      </Title>
      <Alert color="blue" variant="light">
        <Trans>
          Requests already submitted keep the approvers they were sent to; changes here apply to requests
          submitted from now on.
        </Trans>
      </Alert>
      <Grid gap="md">{APPROVERS.map(person)}</Grid>
      <Title order={2} fz="h4">
        <Trans>Contact and billing</Trans>
      </Title>
      <Grid gap="md">
        <Grid.Col span={half}>
          <TextField {...field('email')} type="email" />
        </Grid.Col>
        <Grid.Col span={half}>
          <TextField {...field('phone')} type="tel" />
        </Grid.Col>
        <Grid.Col span={half}>
          <TextField {...field('paymentTerms')} placeholder={t`Net 30`} />
        </Grid.Col>
        <Grid.Col span={half}>
          <NativeSelectField {...field('currency')} required data={[...PROJECT_CURRENCIES]} />
        </Grid.Col>
      </Grid>
      <ActiveField {...field('active')} />
      <FormActions onCancel={onCancel} saving={saving} submitLabel={t`Save`} />
      <UnsavedChangesPrompt guard={guard} />
    </FormFrame>
  );
}
