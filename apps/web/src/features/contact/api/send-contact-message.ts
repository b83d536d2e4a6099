import { useMutation } from '@tanstack/react-query';
import type { ContactMessageInput } from '@portico/domain/contact/contact-message';
import { api } from '../../../lib/api-client';

/** The submitter is not sent: the server takes it from the session. */
export const sendContactMessage = (message: ContactMessageInput) =>
  api.post<{ id: string }>('/api/contact-messages', message);

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
