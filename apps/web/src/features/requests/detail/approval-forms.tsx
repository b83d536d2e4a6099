import { useState } from 'react';
import { Stack } from '@mantine/core';
import type { RequestDetail } from '@portico/domain/requests/request-dto';
import { useDecideApproval } from '../api/decide-approval';
import { SuccessAlert } from '../success-alert';
import { ApprovalForm } from './approval-form';

/** One approval form per step the server says this person may decide now. */
export function ApprovalForms({ request }: { request: RequestDetail }) {
  const decide = useDecideApproval();
  const [recorded, setRecorded] = useState<string | null>(null);
  const steps = request.permissions.approvalSteps;
  if (steps.length === 0 && !recorded) return null;

  return (
    <Stack gap="lg">
      {recorded && (
        <SuccessAlert title="Decision recorded" onClose={() => setRecorded(null)}>
          {recorded}
        </SuccessAlert>
      )}
      {steps.map((step) => (
        <ApprovalForm
          key={step}
          step={step}
          saving={decide.isPending && decide.variables?.decision.step === step}
          serverError={decide.variables?.decision.step === step ? decide.error : null}
          onSubmit={(decision) =>
            decide.mutate(
              { id: request.id, decision },
              { onSuccess: () => setRecorded(`You ${decision.decision.toLowerCase()} this request.`) },
            )
          }
        />
      ))}
    </Stack>
  );
}
