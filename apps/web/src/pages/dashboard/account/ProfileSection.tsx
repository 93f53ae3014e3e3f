import { type Account, ZAccountUpdate } from '@fd/contract';
import { UserRound } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateAccount } from '../../../features/api/account';
import { useAuth } from '../../../features/auth/AuthContext';
import { customerSince } from '../../../features/auth/customerSince';
import { ProfileCard } from '../../../features/company-profile/ProfileCard';
import { FormFooter } from '../../../features/ui/FormFooter';
import { TextField } from '../../../features/ui/TextField';
import type { Flash } from '../../../features/ui/useFlash';
import { useSubmission } from '../../../features/workspace/useFailureMessage';
import { formatDay } from '../../../i18n/dates';
import { useLang } from '../../../i18n/useLang';
import styles from './AccountPage.module.css';
import { AvatarField } from './AvatarField';

const FULLNAME_MAX = ZAccountUpdate.shape.fullname.unwrap().maxLength ?? undefined;

export interface ProfileSectionProps {
  account: Account;
  onSaved: (account: Account) => void;
  onFlash: (kind: Flash['kind'], text: string) => void;
}

/** Full name and picture; the e-mail address is shown, not editable. */
export function ProfileSection({ account, onSaved, onFlash }: ProfileSectionProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { logIn } = useAuth();
  const { busy, error, setError, run } = useSubmission();
  const nameId = useId();
  const emailId = useId();
  const [fullname, setFullname] = useState(account.fullname);
  const [avatar, setAvatar] = useState(account.profile_avatar);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = fullname.trim();
    if (!name) {
      setError(t('account.profile.nameRequired'));
      return;
    }
    const changes = {
      ...(name !== account.fullname ? { fullname: name } : {}),
      ...(avatar !== account.profile_avatar ? { profile_avatar: avatar } : {}),
    };
    if (Object.keys(changes).length === 0) {
      onFlash('success', t('account.profile.unchanged'));
      return;
    }
    await run(async () => {
      const saved = await updateAccount(changes);
      onSaved(saved);
      // The top bar shows the new name and picture at once.
      logIn({
        id: saved.id,
        email: saved.email,
        fullname: saved.fullname,
        membership_id: saved.membership_id,
        profile_avatar: saved.profile_avatar,
        language: saved.language,
        previous_login_at: saved.previous_login_at,
      });
      onFlash('success', t('account.profile.saved'));
    });
  };

  return (
    <ProfileCard title={t('account.profile.title')} icon={UserRound}>
      <form className={styles.form} onSubmit={(event) => void submit(event)}>
        <AvatarField
          avatar={avatar}
          fullname={fullname || account.fullname}
          disabled={busy}
          onChange={(next) => {
            setError(null);
            setAvatar(next);
          }}
          onError={setError}
        />
        <TextField
          id={nameId}
          label={t('account.profile.fullname')}
          value={fullname}
          onChange={setFullname}
          maxLength={FULLNAME_MAX}
          autoComplete="name"
          required
          disabled={busy}
        />
        <TextField
          id={emailId}
          label={t('account.profile.email')}
          value={account.email}
          readOnly
          hint={t('account.profile.emailHint')}
          hintClassName={styles.hint}
        />
        <p className={styles.hint}>
          {t('account.profile.memberSince', {
            date: formatDay(customerSince(account.created_at) ?? account.created_at, lang),
          })}
          {account.google_linked && ` · ${t('account.profile.googleLinked')}`}
        </p>
        <FormFooter
          error={error}
          busy={busy}
          submitLabel={t('account.profile.submit')}
          busyLabel={t('workspace.common.saving')}
          className={styles.actions}
        />
      </form>
    </ProfileCard>
  );
}
