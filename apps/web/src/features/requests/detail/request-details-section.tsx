import { Card, Stack, Title } from '@mantine/core';
import type { RequestDetail } from '@portico/domain/requests/request-dto';
import { FactList, type Fact } from '../../../components/fact-list';
import { formatDate, formatDateTime } from '../../../lib/format';
import { formatRequestType } from '../../../lib/request-labels';

/** Spec §2 Request detail, Request Details: who, what, and the fields of the request's type. */
export function RequestDetailsSection({ request }: { request: RequestDetail }) {
  const facts: Fact[] = [
    { label: 'Request ID', value: request.displayName },
    { label: 'Type', value: formatRequestType(request.type) },
    { label: 'Created', value: formatDateTime(request.createdAt) },
    { label: 'Requested By', value: request.createdBy.name },
    { label: 'Requested For', value: request.requestedFor.name },
    { label: 'On Behalf', value: request.onBehalf ? 'Yes' : 'No' },
    { label: 'Category', value: request.category.name },
    {
      label: 'Project',
      value: request.project ? `${request.project.name} (${request.project.projectCode})` : null,
    },
    { label: 'Priority', value: request.priority },
    { label: 'Needed By', value: formatDate(request.neededBy) },
    { label: 'Brief Description', value: request.description },
  ];
  if (request.type === 'Purchase Request' || request.type === 'Quote Request') {
    facts.push(
      { label: 'Brand', value: request.productBrand },
      { label: 'Model', value: request.productModal },
      { label: 'Quantity', value: request.productQuantity },
    );
  }
  const longFacts: Fact[] = [{ label: 'Details', value: request.requestDetails }];
  if (request.type === 'Purchase Request')
    longFacts.push({ label: 'Delivery Details', value: request.deliveryDetails });
  if (request.type === 'Project Brief') {
    facts.push(
      { label: 'Project Title', value: request.projectTitle },
      { label: 'Project Type', value: request.projectType },
      { label: 'Budget', value: request.projectBudget },
      { label: 'Delivered Date', value: formatDate(request.deliveredDate) },
    );
    longFacts.push(
      { label: 'Importance', value: request.projectImportance },
      { label: 'Problem', value: request.projectProblem },
      { label: 'Outcomes', value: request.projectGoal },
      { label: 'Success Criteria', value: request.projectSuccess },
    );
  }

  return (
    <Card component="section" aria-labelledby="request-details-heading" padding="lg">
      <Title order={2} fz="h3" id="request-details-heading" mb="md">
        Request Details
      </Title>
      <Stack gap="lg">
        <FactList facts={facts} cols={{ base: 1, sm: 2, lg: 3 }} />
        <FactList facts={longFacts} />
      </Stack>
    </Card>
  );
}
