import { useEffect, useEffectEvent, useState } from 'react';
import { configuredGoogleClientId, type GoogleAccountsId, loadGoogleIdentity } from './googleIdentity';

export interface GoogleCredential {
  clientId: string;
  credential: string;
}

export interface GoogleSignInOptions {
  context: 'signin' | 'signup';
  onCredential: (credential: GoogleCredential) => void;
  /** Google sign-in is not configured, not loaded, or Google could not show its prompt. */
  onFailure: () => void;
}

/**
 * Initialises GIS for our own styled button and returns its click handler, or null when no
 * client id is configured: then there is no Google sign-in to offer and the button is hidden.
 */
export function useGoogleSignIn({
  context,
  onCredential,
  onFailure,
}: GoogleSignInOptions): (() => void) | null {
  const [clientId] = useState(configuredGoogleClientId);
  const [accounts, setAccounts] = useState<GoogleAccountsId | null>(null);
  const receive = useEffectEvent((credential: string) => {
    if (clientId) onCredential({ clientId, credential });
  });

  useEffect(() => {
    if (!clientId) return;
    let active = true;
    loadGoogleIdentity()
      .then((id) => {
        if (!active) return;
        id.initialize({
          client_id: clientId,
          callback: (response) => receive(response.credential),
          context,
          ux_mode: 'popup',
          use_fedcm_for_prompt: true,
        });
        setAccounts(id);
      })
      .catch(() => {
        // Blocked or offline: the button stays, and a click reports the failure.
      });
    return () => {
      active = false;
    };
  }, [clientId, context]);

  if (!clientId) return null;
  return () => {
    if (!accounts) {
      onFailure();
      return;
    }
    accounts.prompt((notification) => {
      if (notification.isNotDisplayed?.()) onFailure();
    });
  };
}
