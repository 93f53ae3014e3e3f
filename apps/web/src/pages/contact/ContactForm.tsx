import { useTranslation } from 'react-i18next';
import { MessageForm } from '../../features/message-form/MessageForm';
import { SendFailure } from '../../features/message-form/SendFailure';
import { useContactForm } from './useContactForm';

export function ContactForm() {
  const { t } = useTranslation();
  const form = useContactForm();
  const { status } = form;

  return (
    <MessageForm
      idPrefix="contact"
      title={t('contact.formTitle')}
      form={form}
      successText={t('contact.success')}
      error={status.kind === 'error' && <SendFailure text={t('contact.error')} detail={status.detail} />}
    />
  );
}
