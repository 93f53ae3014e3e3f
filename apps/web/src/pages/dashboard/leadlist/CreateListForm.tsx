import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListNameForm } from '../../../features/workspace/ListNameForm';

export interface CreateListFormProps {
  /** Resolves true when the list was created. */
  onCreate: (name: string) => Promise<boolean>;
}

/** 'New list' on the lead-list page. */
export function CreateListForm({ onCreate }: CreateListFormProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const submit = async (name: string) => {
    setBusy(true);
    try {
      return await onCreate(name);
    } finally {
      setBusy(false);
    }
  };
  return (
    <ListNameForm
      label={t('workspace.leadlists.newList')}
      placeholder={t('workspace.leadlists.newListName')}
      submitLabel={t('workspace.leadlists.create')}
      busy={busy}
      onSubmit={submit}
    />
  );
}
