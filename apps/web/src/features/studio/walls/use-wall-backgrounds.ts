import type { WallBackground } from '@wallart/shared';
import { useEffect, useMemo, useRef } from 'react';
import { useAppSelector } from '../../../stores/hooks';
import { selectCurrentUserId } from '../../../stores/user-slice';
import { useGetDefaultWallsQuery, useGetUserWallsQuery } from '../api/walls-api';

export interface WallBackgroundsState {
  /** The defaults followed by the user's own walls (docs/product/visualizer.md#wall-backgrounds). */
  walls: WallBackground[];
  isLoading: boolean;
  /** True when even the defaults could not be loaded (they are tried once more first). */
  failed: boolean;
  /** True when the user's own walls could not be loaded (only the defaults are listed). */
  ownFailed: boolean;
  signedIn: boolean;
}

/**
 * docs/product/visualizer.md#wall-backgrounds: the combined list is the defaults followed by the user's. If the user's fetch
 * fails only the defaults are shown; if everything fails the defaults are fetched again once.
 */
export function useWallBackgrounds(): WallBackgroundsState {
  const userId = useAppSelector(selectCurrentUserId);
  const defaults = useGetDefaultWallsQuery();
  const own = useGetUserWallsQuery(userId ?? '', { skip: !userId });
  const retried = useRef(false);
  const { isError, refetch } = defaults;
  useEffect(() => {
    if (isError && !retried.current) {
      retried.current = true;
      void refetch();
    }
  }, [isError, refetch]);

  const walls = useMemo(() => [...(defaults.data ?? []), ...(userId && own.data ? own.data : [])], [defaults.data, own.data, userId]);
  return {
    walls,
    isLoading: defaults.isLoading || (Boolean(userId) && own.isLoading),
    failed: defaults.isError && !defaults.isFetching,
    ownFailed: Boolean(userId) && own.isError,
    signedIn: Boolean(userId),
  };
}
