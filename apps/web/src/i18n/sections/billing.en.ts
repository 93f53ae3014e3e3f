import type { billingDe } from './billing.de';

export const billingEn: typeof billingDe = {
  sampleNote: 'Sample view: subscription, payment method and transactions are example data.',
  subscription: {
    title: 'Subscription',
    plan: 'Plan',
    price: 'Price',
    perMonth: 'per month',
    status: 'Status',
    active: 'Active',
    customerSince: 'Customer since',
    nextBilling: 'Next billing date',
    includes: 'Included',
    features: {
      search: 'Advanced company and employee search',
      lists: 'Lead lists with CSV and Excel export',
      watch: 'Watch list with change alerts',
    },
  },
  payment: {
    title: 'Payment method',
    card: '{{brand}} ending in {{last4}}',
    expires: 'Expires {{date}}',
    holder: 'Cardholder',
  },
  transactions: {
    title: 'Transactions',
    number: 'No.',
    date: 'Date',
    description: 'Description',
    amount: 'Amount',
    status: 'Status',
    paid: 'Paid',
    item: 'Professional subscription, {{period}}',
  },
};
