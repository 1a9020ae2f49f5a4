/**
 * Google Identity Services (GIS), loaded only when a user asks for Google sign-in and the server
 * has a client id (docs/architecture.md#google-id-tokens-verified). GIS hands back an ID token ("credential") that the server
 * verifies. Serving it needs the CSP to allow https://accounts.google.com (see README).
 */
export const GIS_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

interface CredentialResponse {
  credential: string;
}

export interface GoogleIdentity {
  initialize(config: {
    client_id: string;
    callback: (response: CredentialResponse) => void;
    context?: 'signin' | 'signup';
    ux_mode?: 'popup';
    use_fedcm_for_prompt?: boolean;
  }): void;
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
  prompt(): void;
}

type WindowWithGoogle = Window & { google?: { accounts?: { id?: GoogleIdentity } } };

let loading: Promise<GoogleIdentity> | null = null;

function identity(): GoogleIdentity | undefined {
  return (window as WindowWithGoogle).google?.accounts?.id;
}

/** Adds the GIS script once and resolves with google.accounts.id. A failed load may be retried. */
export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  const ready = identity();
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GIS_SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const loaded = identity();
      if (loaded) resolve(loaded);
      else reject(new Error('Google Identity Services did not start'));
    };
    script.onerror = () => reject(new Error('Google Identity Services could not be loaded'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
