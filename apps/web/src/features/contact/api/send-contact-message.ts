import type { ContactMessageInput } from '@portico/domain/contact/contact-message';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation';
import { api, type ChangeOptions } from '../../../lib/api-client';

/** The submitter is not sent: the server takes it from the session. */
export const sendContactMessage = (message: ContactMessageInput, change?: ChangeOptions) =>
  api.post<{ id: string }>('/api/contact-messages', message, change);

export const useSendContactMessage = () => useIdempotentMutation({ mutationFn: sendContactMessage });
