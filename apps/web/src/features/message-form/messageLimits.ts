import { ZContactRequest } from '@fd/contract';

const fields = ZContactRequest.shape;

/** Field lengths of the contact and support forms, from the contract the server validates with. */
export const MESSAGE_LIMITS = {
  name: fields.name.maxLength ?? undefined,
  email: fields.email.maxLength ?? undefined,
  company: fields.company.unwrap().unwrap().maxLength ?? undefined,
  subject: fields.subject.maxLength ?? undefined,
  message: fields.message.maxLength ?? undefined,
};
