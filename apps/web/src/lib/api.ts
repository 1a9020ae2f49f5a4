import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError, type FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import { MESSAGES } from '@wallart/shared';
import { currentLocale } from './i18n';
import { getSessionToken } from './session-token';

/**
 * The one HTTP client of the app (docs/architecture.md#web). Every call goes to /api on the same origin
 * (the server's CSP allows connect-src 'self' only) and carries the session token as a bearer
 * header when there is one (docs/product/site.md#roles-and-permissions: "Calls carry a bearer token from local storage").
 *
 * Features add endpoints from their own files, one per endpoint:
 *   export const getThingsApi = api.injectEndpoints({ endpoints: (b) => ({ getThings: b.query<...>({ query: () => '/things' }) }) });
 */
export const API_BASE_URL = '/api';

const fetchQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  prepareHeaders: (headers) => {
    const token = getSessionToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    // docs/product/languages.md#server-texts: the server answers its messages in the UI's language.
    headers.set('Accept-Language', currentLocale());
    return headers;
  },
});

/**
 * Seconds to wait from a `Retry-After` header (RFC 9110 §10.2.3: whole seconds or an HTTP date),
 * at least 1; undefined when it is missing or unreadable.
 */
export function retryAfterSeconds(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Math.max(1, Number(trimmed));
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(1, Math.ceil((date - now) / 1000));
}

/** The `data` of a 429 after the client has read its Retry-After (what every screen shows). */
export interface RateLimitedData {
  error: 'Too Many Requests';
  message: string;
  retryAfterSeconds: number;
}

/**
 * fetchBaseQuery, plus one rule for every endpoint (issue 9 §2): a 429 that says when to come
 * back becomes "Too many requests — try again in N seconds" as the error's message, so forms show
 * it like any server message, and a failed query (a screen's data) also raises it as a toast, so
 * the visitor is told rather than left with an empty screen.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta> = async (
  args,
  queryApi,
  extraOptions,
) => {
  const result = await fetchQuery(args, queryApi, extraOptions);
  if (result.error?.status !== 429) return result;
  const seconds = retryAfterSeconds(result.meta?.response?.headers.get('Retry-After'));
  if (seconds === undefined) return result;
  const data: RateLimitedData = { error: 'Too Many Requests', message: MESSAGES.api.rateLimitedFor(seconds), retryAfterSeconds: seconds };
  if (queryApi.type === 'query') {
    // Loaded on demand: the toast system is not part of every page's first load.
    void import('../components/ui/toast-store').then(({ showToast }) => showToast(data.message, 'error'));
  }
  return { error: { status: 429, data }, meta: result.meta };
};

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Packages', 'CurrentUser', 'Cart', 'Orders', 'Designs', 'Walls', 'Subscriptions', 'Users', 'PlanCheckouts', 'Payments', 'AdminOrders', 'AdminPrintFiles', 'AdminPackages', 'AdminDashboard', 'Consultations'],
  endpoints: () => ({}),
});
