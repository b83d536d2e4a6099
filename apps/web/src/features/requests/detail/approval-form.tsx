import { Button, Card, Group, NativeSelect, Stack, Textarea, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { APPROVAL_STEP_LABELS, type ApprovalStep } from '@portico/domain/requests/approval-steps';
import { APPROVAL_DECISIONS, NONE_OPTION } from '@portico/domain/requests/request-constants';
import { approvalDecisionSchema, type ApprovalDecisionInput } from '@portico/domain/requests/request-schemas';
import { ServerErrorAlert } from '../../../components/server-error-alert';

interface ApprovalFormState {
  step: ApprovalStep;
  decision: string;
  notes: string;
}

interface ApprovalFormProps {
  step: ApprovalStep;
  saving: boolean;
  /** A refused decision (403 not eligible, 409 already decided) in the form's red alert. */
  serverError: Error | null;
  onSubmit: (decision: ApprovalDecisionInput) => void;
}

/** The approval form shown to an eligible approver (spec §2, §5): notes and status, both required. */
export function ApprovalForm({ step, saving, serverError, onSubmit }: ApprovalFormProps) {
  const { register, handleSubmit, formState } = useForm<ApprovalFormState, unknown, ApprovalDecisionInput>({
    resolver: zodResolver(approvalDecisionSchema) as unknown as Resolver<
      ApprovalFormState,
      unknown,
      ApprovalDecisionInput
    >,
    mode: 'onTouched',
    defaultValues: { step, decision: '', notes: '' },
  });
  const { errors } = formState;
  const title = APPROVAL_STEP_LABELS[step];
  const headingId = `approval-${step}-heading`;

  return (
    <Card component="section" aria-labelledby={headingId} padding="lg" withBorder>
      <Title order={2} fz="h3" id={headingId} mb="md">
        {title}
      </Title>
      <form onSubmit={handleSubmit(onSubmit)} noValidate aria-labelledby={headingId}>
        <Stack gap="md">
          {serverError && (
            <ServerErrorAlert error={serverError} fallbackTitle="Your decision was not recorded" />
          )}
          <Textarea
            label="Notes"
            required
            autosize
            minRows={3}
            {...register('notes')}
            error={errors.notes?.message}
          />
          <NativeSelect
            label="Status"
            required
            data={[{ value: '', label: NONE_OPTION }, ...APPROVAL_DECISIONS]}
            {...register('decision')}
            error={errors.decision?.message}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              Submit
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
