import { useTranslation } from 'react-i18next';
import { MessageForm } from '../../../features/message-form/MessageForm';
import { useSupportForm } from './useSupportForm';

/** The support request: the contact form's fields, sent to POST /api/support (stored and mailed). */
export function SupportForm() {
  const { t } = useTranslation();
  const form = useSupportForm();
  const { status } = form;

  return (
    <MessageForm
      idPrefix="support"
      title={t('support.formTitle')}
      intro={t('support.formIntro', { hours: t('contact.hours') })}
      form={form}
      successText={t('support.success')}
      error={
        status.kind === 'error' && (
          <p className="banner banner-error" role="alert">
            {status.message}
          </p>
        )
      }
    />
  );
}
