import { PERSON_CORRECTION_FIELDS, type PersonCorrection, type PersonCorrectionField } from '@fd/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../features/ui/SelectField';
import { TextField } from '../../features/ui/TextField';
import styles from './OperatorPage.module.css';
import { PersonKeyField } from './PersonKeyField';

/**
 * Grant a rectification (docs/decisions/163): the person's page and one corrected value per
 * field; another field is added with "Weiteres Feld". An empty value removes the field's value.
 */
export function CorrectionForm({
  initialPerson,
  busy,
  onCorrect,
}: {
  initialPerson: string;
  busy: boolean;
  onCorrect: (person: string, corrections: PersonCorrection[]) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [person, setPerson] = useState(initialPerson);
  const [rows, setRows] = useState<PersonCorrection[]>([{ field: 'title', value: '' }]);
  const unused = PERSON_CORRECTION_FIELDS.filter((field) => !rows.some((row) => row.field === field));
  const change = (index: number, row: Partial<PersonCorrection>) =>
    setRows(rows.map((current, at) => (at === index ? { ...current, ...row } : current)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCorrect(person.trim(), rows);
  };

  return (
    <form className={styles.decisionForm} onSubmit={submit} aria-label={t('operatorPrivacy.correctForm')}>
      <PersonKeyField label={t('operatorPrivacy.correctPerson')} value={person} onChange={setPerson} />
      {rows.map((row, index) => (
        <div key={row.field} className={styles.decisionForm}>
          <SelectField
            id={`${id}-${index}-field`}
            label={t('operatorPrivacy.correctField')}
            value={row.field}
            onChange={(field) => change(index, { field: field as PersonCorrectionField })}
          >
            {PERSON_CORRECTION_FIELDS.filter((field) => field === row.field || unused.includes(field)).map(
              (field) => (
                <option key={field} value={field}>
                  {t(`operatorPrivacy.fields.${field}`)}
                </option>
              ),
            )}
          </SelectField>
          <TextField
            id={`${id}-${index}-value`}
            label={t('operatorPrivacy.correctValue')}
            value={row.value}
            maxLength={300}
            required={row.field === 'title'}
            placeholder={row.field === 'title' ? '' : t('operatorPrivacy.emptyRemoves')}
            onChange={(value) => change(index, { value })}
          />
        </div>
      ))}
      {unused[0] && (
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => setRows([...rows, { field: unused[0] as PersonCorrectionField, value: '' }])}
        >
          {t('operatorPrivacy.addField')}
        </button>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy || person.trim() === ''}>
        {t('operatorPrivacy.correct')}
      </button>
    </form>
  );
}
