import type { supportDe } from './support.de';

export const supportEn: typeof supportDe = {
  faqTitle: 'Frequently asked questions',
  faq: {
    sources: {
      question: 'Where does the company data come from?',
      answer:
        'From public registers and published annual reports. Use “Refresh Data” on a company page to read a company’s source again at any time.',
    },
    export: {
      question: 'How do I export a lead list?',
      answer:
        'Open the lead list and choose “Export”: as CSV (UTF-8, separated by semicolons, opens in Excel with correct umlauts) or directly as an Excel file.',
    },
    watchlist: {
      question: 'What does the watch list show me?',
      answer:
        'Every change to a watched company since you started watching it, plus its latest figures. A “new” badge marks changes since your last visit.',
    },
    limits: {
      question: 'How much can I save?',
      answer:
        'Up to {{lists}} lead lists with {{items}} companies each, {{watchlist}} watched companies, {{contacts}} contacts and {{searches}} saved searches.',
    },
    wrongData: {
      question: 'I have found an error in the data.',
      answer:
        'Use “Report Issue” on the company or employee page. We check every report and correct the data.',
    },
    account: {
      question: 'How do I get my data or delete my account?',
      answer:
        'Under “Account” you can download everything stored about you as a JSON file, or delete your account with all its data.',
    },
  },
  formTitle: 'Send a support request',
  formIntro:
    'Describe your request as precisely as you can. We usually answer within one working day ({{hours}}).',
  success: 'Thank you! Our support team will get back to you soon.',
  loginHint: 'Log in to send a support request, or write to us through the contact form.',
  contactForm: 'Go to the contact form',
  otherChannels: 'Prefer to reach us directly?',
};
