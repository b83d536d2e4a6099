import { useMutation } from '@tanstack/react-query';
import { api } from '../api-client';
import { forgetClosedTours } from '../closed-tours';

/** Ends the server session; the answer says where to go next (often the provider's sign-out). */
export const logout = () => {
  forgetClosedTours();
  return api.post<{ redirectTo: string }>('/auth/logout');
};

export function useLogout() {
  return useMutation({
    mutationFn: logout,
    onSuccess: ({ redirectTo }) => window.location.assign(redirectTo),
    // Even if the server could not be told, leave the signed-in screens behind.
    onError: () => window.location.assign('/login'),
  });
}
