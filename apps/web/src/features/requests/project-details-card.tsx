import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Skeleton, Text, Title } from '@mantine/core';
import type { RequestType } from '@portico/domain/requests/request-constants';
import type { ProjectDetails } from '@portico/domain/requests/request-dto';
import { FactList, type Fact } from '../../components/fact-list';

const withInactive = (i18n: I18n, name: string | null, active: boolean) =>
  name && !active ? i18n._(msg`${name} (inactive)`) : name;

/**
 * Who approves this type of request on the project, by name: the managers are not the
 * approvers, and a requester should know whose decision they wait for.
 */
function approverFacts(i18n: I18n, project: ProjectDetails, type: RequestType | undefined): Fact[] {
  const { approvers } = project;
  if (type === 'Purchase Request') {
    return [
      { label: i18n._(msg`Purchase Approver`), value: approvers.purchase },
      { label: i18n._(msg`Secondary Approver`), value: approvers.secondaryPurchase },
    ];
  }
  if (type === 'Project Brief') {
    return [
      { label: i18n._(msg`Pre-Approver`), value: approvers.preApproval },
      { label: i18n._(msg`Estimate Approver`), value: approvers.estimate },
    ];
  }
  return [];
}

/** The chosen project: name, project id, group, managers, approvers, account, billing and terms. */
export function ProjectDetailsCard({
  project,
  type,
  loading = false,
}: {
  project: ProjectDetails | null;
  /** The request's type: which of the project's approvers it goes to. */
  type?: RequestType;
  loading?: boolean;
}) {
  const { i18n, t } = useLingui();
  return (
    <Card component="section" aria-labelledby="project-details-heading">
      <Title order={2} fz="h4" id="project-details-heading" mb="sm">
        <Trans>Project Details</Trans>
      </Title>
      {loading && <Skeleton height={120} aria-label={t`Loading project details`} />}
      {!loading && !project && (
        <Text size="sm" c="dimmed">
          <Trans>Choose a project to see its details.</Trans>
        </Text>
      )}
      {!loading && project && (
        <FactList
          facts={[
            { label: t`Project`, value: project.name },
            { label: t`Project ID`, value: project.projectCode },
            { label: t`Group`, value: project.group },
            {
              label: t`Project Manager`,
              value: withInactive(i18n, project.projectManager, project.projectManagerActive),
            },
            {
              label: t`Purchase Manager`,
              value: withInactive(i18n, project.purchaseManager, project.purchaseManagerActive),
            },
            ...approverFacts(i18n, project, type),
            { label: t`Account`, value: project.account?.name },
            { label: t`Billing Address`, value: project.account?.billingAddress },
            { label: t`Email`, value: project.email },
            { label: t`Phone`, value: project.phone },
            { label: t`Payment Terms`, value: project.paymentTerms },
            { label: t`Currency`, value: project.currency },
          ]}
        />
      )}
    </Card>
  );
}
