import { type FormEvent, useState } from 'react';

/** A form that sends its values: editing, sending, then success or error (with their details). */
export type SendStatus<Success extends object, Failure extends object> =
  | { kind: 'editing' }
  | { kind: 'sending' }
  | ({ kind: 'success' } & Success)
  | ({ kind: 'error' } & Failure);

/** A sending form's values and status, and its change and submit handlers. */
export interface SendForm<Values, Success extends object, Failure extends object> {
  values: Values;
  status: SendStatus<Success, Failure>;
  change: (field: keyof Values, value: string) => void;
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
}

interface SendFormOptions<Values, Result, Success extends object, Failure extends object> {
  initial: () => Values;
  send: (values: Values) => Promise<Result>;
  /** The values the form shows after sending, and the success's details. */
  sent: (result: Result, values: Values) => { values: Values; success: Success };
  /** The error's details; null returns to editing (the error is shown elsewhere). */
  failed: (error: unknown) => Failure | null;
}

/**
 * The contact, support and privacy-request forms' one behaviour: a change after a result returns
 * to editing, a second submit while sending is ignored.
 */
export function useSendForm<Values, Result, Success extends object, Failure extends object>(
  options: SendFormOptions<Values, Result, Success, Failure>,
): SendForm<Values, Success, Failure> {
  const [values, setValues] = useState<Values>(options.initial);
  const [status, setStatus] = useState<SendStatus<Success, Failure>>({ kind: 'editing' });

  const change = (field: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (status.kind === 'success' || status.kind === 'error') setStatus({ kind: 'editing' });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'sending') return;
    setStatus({ kind: 'sending' });
    try {
      const next = options.sent(await options.send(values), values);
      setValues(next.values);
      setStatus({ kind: 'success', ...next.success });
    } catch (error) {
      const failure = options.failed(error);
      setStatus(failure === null ? { kind: 'editing' } : { kind: 'error', ...failure });
    }
  };

  return { values, status, change, submit };
}
