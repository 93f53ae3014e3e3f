import styles from './SendForm.module.css';

export interface SendFailureProps {
  /** What failed, in the form's words. */
  text: string;
  /** The server's reason (a refused field), shown under it when there is one. */
  detail: string | null;
}

/** The alert of a form whose sending failed. */
export function SendFailure({ text, detail }: SendFailureProps) {
  return (
    <div className="banner banner-error" role="alert">
      <p className={styles.errorLine}>{text}</p>
      {detail && <p className={styles.errorLine}>{detail}</p>}
    </div>
  );
}
