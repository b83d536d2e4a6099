import { Alert, Grid, Title } from '@mantine/core';
import {
  PROJECT_CURRENCIES,
  PROJECT_PEOPLE,
  PROJECT_PERSON_LABELS,
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

const FIELD_LABELS: Record<keyof ProjectFormValues, string> = {
  name: 'Name',
  projectCode: 'Project ID',
  groupName: 'Group',
  accountId: 'Account',
  ...PROJECT_PERSON_LABELS,
  email: 'Email',
  phone: 'Phone',
  paymentTerms: 'Payment Terms',
  currency: 'Currency',
  active: ACTIVE_LABEL,
};

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

const APPROVER_HINTS: Partial<Record<ProjectPersonField, string>> = {
  purchaseApproverId: 'Approves Purchase requests; empty: the requester’s manager does.',
  secondaryPurchaseApproverId: 'May approve a Purchase instead of the purchase approver; another person.',
  preApproverId: 'Pre-approves Project Briefs; empty: the requester’s manager does.',
  estimateApproverId: 'Approves the estimate of a Project Brief; empty: the department’s leader does.',
};

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
  const form = useSchemaForm<ProjectFormValues, ProjectInput>({
    schema: projectInputSchema,
    defaultValues,
    labels: FIELD_LABELS,
    serverError,
  });
  const { handleSubmit, field } = form;
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  const person = (name: ProjectPersonField) => (
    <Grid.Col span={{ base: 12, sm: 6 }} key={name}>
      <PersonPickerField
        {...field(name)}
        label={FIELD_LABELS[name]}
        initial={saved?.[personKeyOf(name)] ?? null}
        description={APPROVER_HINTS[name]}
      />
    </Grid.Col>
  );
  const half = { base: 12, sm: 6 };

  return (
    <FormFrame
      label="Project"
      onSubmit={handleSubmit((values) => onSubmit(values, guard.allowLeaving))}
      serverError={serverError}
      fallbackTitle="The project could not be saved"
      fieldLabels={FIELD_LABELS}
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
            description="How people quote the project; the request form searches by it."
          />
        </Grid.Col>
        <Grid.Col span={half}>
          <TextField {...field('groupName')} />
        </Grid.Col>
        <Grid.Col span={half}>
          <SelectField
            {...field('accountId')}
            data={accounts.map((account) => ({ value: account.id, label: account.name }))}
            placeholder="No account"
            searchable
            clearable
          />
        </Grid.Col>
        {MANAGERS.map(person)}
      </Grid>
      <Title order={2} fz="h4">
        Approvers
      </Title>
      <Alert color="blue" variant="light">
        Requests already submitted keep the approvers they were sent to; changes here apply to requests
        submitted from now on.
      </Alert>
      <Grid gap="md">{APPROVERS.map(person)}</Grid>
      <Title order={2} fz="h4">
        Contact and billing
      </Title>
      <Grid gap="md">
        <Grid.Col span={half}>
          <TextField {...field('email')} type="email" />
        </Grid.Col>
        <Grid.Col span={half}>
          <TextField {...field('phone')} type="tel" />
        </Grid.Col>
        <Grid.Col span={half}>
          <TextField {...field('paymentTerms')} placeholder="Net 30" />
        </Grid.Col>
        <Grid.Col span={half}>
          <NativeSelectField {...field('currency')} required data={[...PROJECT_CURRENCIES]} />
        </Grid.Col>
      </Grid>
      <ActiveField {...field('active')} />
      <FormActions onCancel={onCancel} saving={saving} />
      <UnsavedChangesPrompt guard={guard} />
    </FormFrame>
  );
}
