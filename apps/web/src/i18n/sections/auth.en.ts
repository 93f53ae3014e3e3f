import type { authDe } from './auth.de';

/** English texts of the account pages; the product's English wording is kept verbatim (docs/decisions/078). */
export const authEn: typeof authDe = {
  fields: {
    fullname: 'Full name',
    fullnamePlaceholder: 'Jane Doe',
    email: 'Email address',
    emailPlaceholder: 'name@company.com',
    password: 'Password',
    newPassword: 'New password',
    passwordPlaceholder: 'min {{min}} characters',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
  },
  errors: {
    network: 'Unable to connect to server. Please try again later.',
    google: 'Google log-in failed',
    generic: 'An error occurred. Please try again.',
    passwordTooShort: 'Password must be at least {{min}} characters long',
  },
  or: 'or',
  verification: {
    success: 'Verification successful. Please log in to continue.',
    fail: 'Verification unsuccessful. Please try again.',
    required: 'We sent you an email with a verification link. Please verify your email address to continue.',
    reset: 'We sent you an email with a link to reset your password.',
  },
  login: {
    title: 'Log in',
    description: 'Welcome back! Log in to use advanced search and your dashboard.',
    google: 'Log in with Google',
    forgotPassword: 'Forgot password?',
    submit: 'Log in',
    submitting: 'Logging in …',
    noAccount: "Don't have an account?",
    signUp: 'Sign up',
    sideLabel: 'Why Firmenradar',
    promos: {
      data: {
        headline: 'Company data you can build on',
        text: 'Financials, management and register data from Austria, Germany and Switzerland – in one search.',
      },
      people: {
        headline: 'Find the right people',
        text: 'Search decision-makers by position, industry and employer, and reach out to them directly.',
      },
      market: {
        headline: 'Keep an eye on your market',
        text: 'Watch companies and know at once when their data changes.',
      },
    },
    benefits: {
      secure: {
        title: 'Secure access',
        text: 'Your session is encrypted and protected to current security standards.',
      },
      insights: {
        title: 'Instant insights',
        text: 'Key figures, trends and decision-makers at a glance.',
      },
      updated: {
        title: 'Always updated',
        text: 'Our data is continuously updated from official sources.',
      },
    },
  },
  register: {
    title: 'Create your account',
    description: 'Get started for free – in less than a minute.',
    google: 'Sign up with Google',
    terms:
      'By signing up you accept our <terms>Terms of use</terms> and our <privacy>privacy policy</privacy>.',
    submit: 'Create account',
    submitting: 'Creating account …',
    haveAccount: 'Already have an account?',
    sideTitle: 'Your benefits',
    sideText: 'With your free account you can search companies and decision-makers right away.',
    benefits: {
      records: 'Access to over {{records}} records',
      recordsExact_one: 'Access to {{records}} record',
      recordsExact_other: 'Access to {{records}} records',
      credits: 'Free credits to start',
      noCard: 'No credit card required',
    },
  },
  reset: {
    title: 'Forgot your password?',
    description: 'Enter your email address and we will send you a link to set a new password.',
    submit: 'Reset My Password',
    submitting: 'Sending …',
    remembered: 'Never mind, I remembered!',
  },
  resetConfirm: {
    title: 'Set a new password',
    description: 'Choose a new password of at least {{min}} characters, then log in with it.',
    submit: 'Save password',
    submitting: 'Saving …',
    missingToken: 'This link is incomplete. Please request a new one.',
    requestNew: 'Request a new link',
    backToLogin: 'Back to log in',
  },
};
