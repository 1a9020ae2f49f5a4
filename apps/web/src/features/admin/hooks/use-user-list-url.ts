import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readUserListParams, writeUserListParams, type UserListUrlState } from '../utils/user-list';

/**
 * The Users list's search, role and page, kept in the URL (replacing the history entry, so Back
 * leaves the screen rather than stepping through keystrokes) so a reload or a shared link keeps them.
 */
export function useUserListUrl(): [UserListUrlState, (next: Partial<UserListUrlState>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readUserListParams(searchParams), [searchParams]);
  const update = useCallback(
    (next: Partial<UserListUrlState>) => {
      setSearchParams((current) => writeUserListParams({ ...readUserListParams(current), ...next }), { replace: true });
    },
    [setSearchParams],
  );
  return [state, update];
}
