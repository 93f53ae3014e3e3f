import type { employeePageDe } from './employee.de';

export const employeePageEn: typeof employeePageDe = {
  notFound: {
    title: 'Profile not found',
    text: 'There is no employee profile at this address. The link may have been copied incorrectly or the profile removed.',
    back: 'Go to employee search',
  },
  gone: {
    title: 'No information about this person',
    text: 'We show no information about this person.',
  },
  avatarAlt: 'Profile picture of {{name}}',
  atCompany: 'at',
  overview: {
    title: 'Professional Overview',
    position: 'Position',
    company: 'Company',
    industry: 'Industry',
    locality: 'Location',
    experience: 'Experience',
    years_one: '{{count}} year',
    years_other: '{{count}} years',
    management: 'Management',
    yes: 'Yes',
    no: 'No',
  },
  experience: {
    title: 'Work Experience',
    empty: 'No experience details available',
  },
  education: {
    title: 'Education',
    empty: 'No education details available',
  },
  period: {
    range: '{{start}} – {{end}}',
    present: 'Present',
    unknown: 'Period unknown',
  },
  contact: {
    title: 'Contact Information',
    email: 'Email',
    phone: 'Phone',
    linkedin: 'LinkedIn',
    twitter: 'X (Twitter)',
    empty: 'No contact information available',
    loginHint: 'An email address or phone number is on file for this person. Logged-in users see it.',
    quotaHint:
      'You have viewed as many contact details today as your account can in one day. You can continue tomorrow. For bulk data, please use the exports of your lists or an API key.',
    login: 'Log in now',
  },
  skills: {
    title: 'Skills',
    empty: 'No skills details available',
  },
};
