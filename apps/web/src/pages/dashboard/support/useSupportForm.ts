import { sendSupportRequest } from '../../../features/api/contact';
import { useAuth } from '../../../features/auth/AuthContext';
import type { MessageValues } from '../../../features/message-form/MessageFields';
import { useSendForm } from '../../../features/message-form/useSendForm';
import { useFailureMessage } from '../../../features/workspace/useFailureMessage';

/** The support form's values (name and e-mail filled in from the account) and its states. */
export function useSupportForm() {
  const { user } = useAuth();
  const failureMessage = useFailureMessage();
  const empty: MessageValues = {
    name: user?.fullname ?? '',
    email: user?.email ?? '',
    company: '',
    subject: '',
    message: '',
  };
  return useSendForm({
    initial: () => empty,
    send: sendSupportRequest,
    sent: (_, values) => ({ values: { ...empty, name: values.name, email: values.email }, success: {} }),
    failed: (error) => {
      const message = failureMessage(error);
      return message === null ? null : { message };
    },
  });
}
