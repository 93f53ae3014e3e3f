import { formatCount, MATCH_FILE_MAX_BYTES, MATCH_FILE_MAX_ROWS, type MatchJob } from '@fd/contract';
import { Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadMatchFile } from '../../../features/api/matching';
import { useLang } from '../../../i18n/useLang';
import styles from './Matching.module.css';

/** Choosing the file uploads it; the server answers with the columns mapped by their headers. */
export function UploadForm({ onUploaded }: { onUploaded: (job: MatchJob) => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function upload(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      onUploaded(await uploadMatchFile(file));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={`card ${styles.section}`} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className={styles.heading}>
        {t('matching.upload.title')}
      </h2>
      <p className={styles.muted}>
        {t('matching.upload.hint', {
          rows: formatCount(MATCH_FILE_MAX_ROWS, lang),
          megabytes: MATCH_FILE_MAX_BYTES / 1024 / 1024,
        })}
      </p>
      <label htmlFor={inputId} className={`btn btn-primary ${styles.fileButton}`} aria-disabled={busy}>
        <Upload size={16} aria-hidden="true" />
        {busy ? t('matching.upload.uploading') : t('matching.upload.choose')}
      </label>
      <input
        id={inputId}
        className={styles.fileInput}
        type="file"
        accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        disabled={busy}
        onChange={(event) => {
          void upload(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </section>
  );
}
