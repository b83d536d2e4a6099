import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApprovalReminders, Holiday, HolidayInput } from '@portico/domain/approvals/reminder-settings';
import type { ReminderSettings } from '@portico/domain/approvals/reminders';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation';
import { api, type ChangeOptions } from '../../../lib/api-client';

const PATH = '/api/admin/approval-reminders';
const remindersKey = ['approval-reminders', 'admin'] as const;

/** `GET /api/admin/approval-reminders`: the two settings and every holiday (Admins). */
export const approvalRemindersQueryOptions = () =>
  queryOptions({
    queryKey: remindersKey,
    queryFn: ({ signal }) => api.get<ApprovalReminders>(PATH, signal),
  });

export const useApprovalReminders = () => useQuery(approvalRemindersQueryOptions());

/** Every change reloads the screen's one read. */
function useReminderMutation<Input, Output>(
  mutationFn: (input: Input, change?: ChangeOptions) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: remindersKey }),
  });
}

export const useSaveReminderSettings = () =>
  useReminderMutation((settings: ReminderSettings) =>
    api.patch<ReminderSettings>(`${PATH}/settings`, settings),
  );

export const useAddHoliday = () =>
  useReminderMutation((holiday: HolidayInput, change?: ChangeOptions) =>
    api.post<Holiday>(`${PATH}/holidays`, holiday, change),
  );

export const useDeleteHoliday = () =>
  useReminderMutation((day: string) => api.delete<null>(`${PATH}/holidays/${encodeURIComponent(day)}`));

/** Sends what is due now (after a change of settings); each step still hears once a day. */
export const useSendDueReminders = () =>
  useReminderMutation(() => api.post<{ reminded: number; escalated: number }>(`${PATH}/run`));
