/**
 * The part of Google Identity Services (GIS) the sign-in button uses. The script is loaded only
 * by the pages that offer Google sign-in, and only when a client id is configured.
 */

const GSI_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

export interface GoogleCredentialResponse {
  credential: string;
}

/** What GIS reports about its prompt; the methods are absent when the browser uses FedCM. */
export interface GooglePromptNotification {
  isNotDisplayed?: () => boolean;
}

export interface GoogleAccountsId {
  initialize(config: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    context?: 'signin' | 'signup';
    ux_mode?: 'popup';
    use_fedcm_for_prompt?: boolean;
  }): void;
  prompt(listener?: (notification: GooglePromptNotification) => void): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

/** The public OAuth client id, placed in index.html by the server: `<meta name="google-client-id">`. */
export function configuredGoogleClientId(): string | null {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="google-client-id"]');
  const clientId = meta?.content.trim();
  return clientId ? clientId : null;
}

let loading: Promise<GoogleAccountsId> | null = null;

/** Adds the GIS script tag once and resolves with `google.accounts.id` when it has run. */
export function loadGoogleIdentity(): Promise<GoogleAccountsId> {
  const ready = window.google?.accounts?.id;
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GSI_SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const id = window.google?.accounts?.id;
      if (id) resolve(id);
      else reject(new Error('Google Identity Services did not initialise'));
    };
    script.onerror = () => {
      // A later visit of the page may try again (e.g. after a content blocker was switched off).
      loading = null;
      script.remove();
      reject(new Error('Google Identity Services could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}
