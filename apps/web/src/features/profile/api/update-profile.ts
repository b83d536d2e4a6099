import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileUpdate } from '@portico/domain/profile/profile-schema';
import { api } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/api/get-me';
import { profileQueryKey } from './get-profile';

/** Saves the editable profile fields; a 400 answer carries field errors keyed like the form. */
export const updateProfile = (update: ProfileUpdate) => api.patch<Profile>('/api/profile', update);

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      // Title and department also appear in the signed-in employee record.
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
