/** Who a request belongs to: the person who made it and the person it is for. */
export interface RequestParties {
  createdById: string;
  requestedForId: string;
}

/** The requester: the person who created the request or the person it is for. */
export const isRequestParty = (request: RequestParties, person: { employeeId: string }) =>
  request.createdById === person.employeeId || request.requestedForId === person.employeeId;
