import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { toast } from '../../../components/ui/toast-store';
import type { AppDispatch } from '../../../stores/store';
import { cartApi } from '../api/cart-api';
import { createCartSync, type CartTransport } from './cart-sync';

/** The sync's calls through the app's one HTTP client (lib/api); nothing is cached. */
export function rtkCartTransport(plainDispatch: Dispatch<UnknownAction>): CartTransport {
  const dispatch = plainDispatch as AppDispatch;
  const { getServerCart, replaceServerCart, mergeIntoServerCart } = cartApi.endpoints;
  return {
    get: (userId) => dispatch(getServerCart.initiate(userId, { subscribe: false, forceRefetch: true })).unwrap(),
    replace: (userId, version, items) => dispatch(replaceServerCart.initiate({ userId, version, items })).unwrap(),
    merge: (userId, items) => dispatch(mergeIntoServerCart.initiate({ userId, items })).unwrap(),
  };
}

/** Made once, when the API client loads (app/browser-store.ts adds its middleware). */
export function createAppCartSync() {
  return createCartSync({ transport: rtkCartTransport, notices: toast });
}
