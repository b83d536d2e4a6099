import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import type { ApprovalStep } from '@portico/domain/requests/approval-steps';
import { APPROVAL_DECISIONS } from '@portico/domain/requests/request-constants';
import { approvalDecisionSchema, type ApprovalDecisionInput } from '@portico/domain/requests/request-schemas';
import { NativeSelectField } from '../../../components/form-fields/native-select-field';
import { TextareaField } from '../../../components/form-fields/textarea-field';
import { ServerErrorAlert } from '../../../components/server-error-alert';
import { withNoneOption } from '../none-option';
import { APPROVAL_DECISION_MESSAGES, APPROVAL_STEP_MESSAGES } from './approval-labels';

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
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const { control, handleSubmit } = useForm<ApprovalFormState, unknown, ApprovalDecisionInput>({
    resolver: zodResolver(approvalDecisionSchema) as unknown as Resolver<
      ApprovalFormState,
      unknown,
      ApprovalDecisionInput
    >,
    mode: 'onTouched',
    defaultValues: { step, decision: '', notes: '' },
  });
  const title = i18n._(APPROVAL_STEP_MESSAGES[step]);
  const decisions = APPROVAL_DECISIONS.map((value) => ({
    value,
    label: i18n._(APPROVAL_DECISION_MESSAGES[value]),
  }));
  const headingId = `approval-${step}-heading`;

  return (
    <Card component="section" aria-labelledby={headingId} padding="lg" withBorder>
      <Title order={2} fz="h3" id={headingId} mb="md">
        {title}
      </Title>
      <form onSubmit={handleSubmit(onSubmit)} noValidate aria-labelledby={headingId}>
        <Stack gap="md">
          <ServerErrorAlert error={serverError} fallbackTitle={t`Your decision was not recorded`} />
          <TextareaField control={control} name="notes" label={t`Notes`} required maxRows={8} />
          <NativeSelectField
            control={control}
            name="decision"
            label={t`Status`}
            required
            data={withNoneOption(decisions)}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              <Trans>Submit</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
