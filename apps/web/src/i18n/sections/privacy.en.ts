import type { privacyRequestDe } from './privacy.de';

export const privacyRequestEn: typeof privacyRequestDe = {
  title: 'Privacy request',
  lead: 'Are you a person Firmenradar shows information about? Here you can object to the processing (Art. 21 GDPR), request erasure (Art. 17 GDPR) or have incorrect information rectified (Art. 16 GDPR). We confirm receipt by e-mail and answer within one month.',
  formTitle: 'Your request',
  name: 'Your name',
  email: 'Your e-mail address',
  about: 'Person page or company concerned',
  aboutHint: 'The address of the person or employee page, or the name of the company where you are named.',
  kind: 'What do you ask for?',
  kinds: {
    objection: 'Objection to processing (Art. 21 GDPR)',
    erasure: 'Erasure (Art. 17 GDPR)',
    rectification: 'Rectification (Art. 16 GDPR)',
  },
  correction: 'Which information is wrong, and what is correct?',
  message: 'Further details',
  optional: '(optional)',
  requiredNote: '* Required field',
  submit: 'Send request',
  sending: 'Sending …',
  success:
    'Thank you. We have received your request and sent you a confirmation. We will answer by {{deadline}} at the latest.',
  error: 'Your request could not be sent.',
  link: 'Privacy request about this person',
};
