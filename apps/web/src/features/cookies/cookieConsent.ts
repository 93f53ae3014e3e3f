/** The visitor's cookie choice, stored in the product's format: 'true' (accepted) or 'false' (declined). */
const CONSENT_KEY = 'cookieConsent';

export function hasCookieChoice(): boolean {
  try {
    return localStorage.getItem(CONSENT_KEY) !== null;
  } catch {
    return false;
  }
}

export function storeCookieChoice(accepted: boolean): void {
  try {
    localStorage.setItem(CONSENT_KEY, String(accepted));
  } catch {
    // Without storage the banner simply asks again next time.
  }
}
