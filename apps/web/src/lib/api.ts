import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { getSessionToken } from './session-token';

/**
 * The one HTTP client of the app (CONVENTIONS §8). Every call goes to /api on the same origin
 * (the server's CSP allows connect-src 'self' only) and carries the session token as a bearer
 * header when there is one (SPEC §6: "Calls carry a bearer token from local storage").
 *
 * Features add endpoints from their own files, one per endpoint:
 *   export const getThingsApi = api.injectEndpoints({ endpoints: (b) => ({ getThings: b.query<...>({ query: () => '/things' }) }) });
 */
export const API_BASE_URL = '/api';

export const baseQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  prepareHeaders: (headers) => {
    const token = getSessionToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Packages', 'CurrentUser', 'Cart', 'Orders', 'Designs', 'Walls', 'Subscriptions', 'Users'],
  endpoints: () => ({}),
});
