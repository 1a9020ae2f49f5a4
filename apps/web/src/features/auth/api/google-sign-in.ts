import type { AuthResponse } from '@wallart/shared';
import { api } from '../../../lib/api';

/** GET /auth/config: the Google client id, or null when Google sign-in is not configured (docs/architecture.md#google-id-tokens-verified). */
export interface AuthConfig {
  googleClientId: string | null;
}

/**
 * POST /auth/google { credential }: the server verifies the Google ID token and answers like
 * sign-in (docs/architecture.md#google-id-tokens-verified replaces the spec's trusted name/email/photo body); 404 when not configured.
 */
export const googleSignInApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuthConfig: build.query<AuthConfig, void>({ query: () => '/auth/config' }),
    googleSignIn: build.mutation<AuthResponse, { credential: string }>({
      query: (body) => ({ url: '/auth/google', method: 'POST', body }),
    }),
  }),
});

export const { useGetAuthConfigQuery, useGoogleSignInMutation } = googleSignInApi;
