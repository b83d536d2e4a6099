import { Card, Skeleton, Text, Title } from '@mantine/core';
import type { RequestType } from '@portico/domain/requests/request-constants';
import type { ProjectDetails } from '@portico/domain/requests/request-dto';
import { FactList, type Fact } from '../../components/fact-list';

const withInactive = (name: string | null, active: boolean) =>
  name && !active ? `${name} (inactive)` : name;

/**
 * Who approves this type of request on the project, by name: the managers are not the
 * approvers, and a requester should know whose decision they wait for.
 */
function approverFacts(project: ProjectDetails, type: RequestType | undefined): Fact[] {
  const { approvers } = project;
  if (type === 'Purchase Request') {
    return [
      { label: 'Purchase Approver', value: approvers.purchase },
      { label: 'Secondary Approver', value: approvers.secondaryPurchase },
    ];
  }
  if (type === 'Project Brief') {
    return [
      { label: 'Pre-Approver', value: approvers.preApproval },
      { label: 'Estimate Approver', value: approvers.estimate },
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
  return (
    <Card component="section" aria-labelledby="project-details-heading">
      <Title order={2} fz="h4" id="project-details-heading" mb="sm">
        Project Details
      </Title>
      {loading && <Skeleton height={120} aria-label="Loading project details" />}
      {!loading && !project && (
        <Text size="sm" c="dimmed">
          Choose a project to see its details.
        </Text>
      )}
      {!loading && project && (
        <FactList
          facts={[
            { label: 'Project', value: project.name },
            { label: 'Project ID', value: project.projectCode },
            { label: 'Group', value: project.group },
            {
              label: 'Project Manager',
              value: withInactive(project.projectManager, project.projectManagerActive),
            },
            {
              label: 'Purchase Manager',
              value: withInactive(project.purchaseManager, project.purchaseManagerActive),
            },
            ...approverFacts(project, type),
            { label: 'Account', value: project.account?.name },
            { label: 'Billing Address', value: project.account?.billingAddress },
            { label: 'Email', value: project.email },
            { label: 'Phone', value: project.phone },
            { label: 'Payment Terms', value: project.paymentTerms },
            { label: 'Currency', value: project.currency },
          ]}
        />
      )}
    </Card>
  );
}
