import { useLingui } from '@lingui/react/macro';
import { MESSAGES, PROFILE_REFETCH_DELAY_MS } from '@wallart/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../../components/ui/toast-store';
import { apiErrorMessage, failureStatus } from '../../../lib/api-error';
import { useLazyGetCurrentUserQuery, type CurrentUserResponse } from '../../../lib/auth';
import { getSessionToken } from '../../../lib/session-token';
import { useAppDispatch } from '../../../stores/hooks';
import { updateUserFailure, updateUserStart, updateUserSuccess } from '../../../stores/user-slice';
import { useUpdateProfileMutation } from '../api/update-profile';
import { useUploadProfileImageMutation } from '../api/upload-profile-image';
import type { ProfileFormOutput } from '../utils/profile-form';

/** docs/product/messages.md#accounts: a 401 means the session is gone; otherwise the server's message or the step's fallback. */
function profileError(failure: unknown, fallback: string): string {
  return failureStatus(failure) === 401 ? MESSAGES.profile.authRequired : apiErrorMessage(failure, fallback);
}

/**
 * Saves the profile as docs/product/accounts.md#profile describes: the picture first (if one is pending), then the
 * fields; each answer is merged into the current user (keeping the token), and 1 s after success
 * the profile is fetched again from /auth/me so the screen shows what the server stored.
 */
export function useSaveProfile() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const [uploadImage] = useUploadProfileImageMutation();
  const [updateProfile] = useUpdateProfileMutation();
  const [fetchCurrentUser] = useLazyGetCurrentUserQuery();
  const [error, setError] = useState<string | null>(null);
  const refetchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(refetchTimer.current), []);

  const refetchLater = useCallback(() => {
    clearTimeout(refetchTimer.current);
    refetchTimer.current = setTimeout(() => {
      fetchCurrentUser(undefined, false)
        .unwrap()
        .then((response) => {
          // Checked at run time: the answer crossed a network.
          const answer: Partial<CurrentUserResponse> = response;
          if (answer.success !== true || !answer.data) throw new Error('invalid profile response');
          dispatch(updateUserSuccess(answer.data));
        })
        .catch(() => setError(MESSAGES.profile.fetchFailed));
    }, PROFILE_REFETCH_DELAY_MS);
  }, [dispatch, fetchCurrentUser]);

  /** Resolves true when everything was saved. */
  const save = useCallback(
    async (values: ProfileFormOutput, image: File | null): Promise<boolean> => {
      setError(null);
      if (!getSessionToken()) {
        setError(MESSAGES.profile.noToken);
        return false;
      }
      const fail = (message: string) => {
        dispatch(updateUserFailure(message));
        setError(message);
        return false;
      };
      dispatch(updateUserStart());
      if (image) {
        try {
          dispatch(updateUserSuccess((await uploadImage(image).unwrap()).user));
        } catch (failure) {
          return fail(profileError(failure, MESSAGES.profile.uploadImageFailed));
        }
      }
      try {
        const response = await updateProfile(values).unwrap();
        dispatch(updateUserSuccess(response.user));
        toast.success(response.message || t`Profile updated successfully`);
      } catch (failure) {
        return fail(profileError(failure, MESSAGES.profile.updateFailed));
      }
      refetchLater();
      return true;
    },
    [dispatch, refetchLater, t, updateProfile, uploadImage],
  );

  return { save, error, clearError: useCallback(() => setError(null), []) };
}
