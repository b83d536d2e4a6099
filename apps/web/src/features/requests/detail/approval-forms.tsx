import { useState } from 'react';
import { Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { ApprovalStep } from '@portico/domain/requests/approval-steps';
import type { RequestDetail } from '@portico/domain/requests/request-dto';
import { isApiError } from '../../../lib/api-client';
import { useDecideApproval } from '../api/decide-approval';
import { SuccessAlert } from '../../../components/success-alert';
import { AlreadyDecidedAlert } from './already-decided-alert';
import { ApprovalForm } from './approval-form';
import { OwnRequestNotice, StandingInNotice } from './approver-notices';

/**
 * One approval form per step the server says this person may decide now. A 409 (someone
 * decided first) reloads the request, so the stale form goes, and says who decided and when.
 */
export function ApprovalForms({ request }: { request: RequestDetail }) {
  const { t } = useLingui();
  const decide = useDecideApproval();
  const [recorded, setRecorded] = useState<string | null>(null);
  const [decidedElsewhere, setDecidedElsewhere] = useState<ApprovalStep | null>(null);
  const steps = request.permissions.approvalSteps;
  const own = request.permissions.ownRequestStep;
  if (steps.length === 0 && !recorded && !decidedElsewhere && !own) return null;
  const refused = decide.error && !isApiError(decide.error, 409) ? decide.error : null;

  return (
    <Stack gap="lg">
      {recorded && (
        <SuccessAlert title={t`Decision recorded`} onClose={() => setRecorded(null)}>
          {recorded}
        </SuccessAlert>
      )}
      {decidedElsewhere && <AlreadyDecidedAlert requestId={request.id} step={decidedElsewhere} />}
      <OwnRequestNotice request={request} />
      <StandingInNotice request={request} />
      {steps.map((step) => (
        <ApprovalForm
          key={step}
          step={step}
          saving={decide.isPending && decide.variables?.decision.step === step}
          serverError={decide.variables?.decision.step === step ? refused : null}
          onSubmit={(decision) =>
            decide.mutate(
              { id: request.id, decision },
              {
                onSuccess: () => {
                  setDecidedElsewhere(null);
                  setRecorded(
                    decision.decision === 'Approved'
                      ? t`You approved this request.`
                      : t`You rejected this request.`,
                  );
                },
                onError: (error) => {
                  if (isApiError(error, 409)) setDecidedElsewhere(step);
                },
              },
            )
          }
        />
      ))}
    </Stack>
  );
}
