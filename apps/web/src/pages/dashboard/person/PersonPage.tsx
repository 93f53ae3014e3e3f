/** `/dashboard/people/{personKey}`: a representative's mandates in every company, current and ended. */
import type { PersonResponse } from '@fd/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../../features/api/api-error';
import { isAbortError } from '../../../features/api/client';
import { fetchPerson } from '../../../features/api/people';
import { ProfileNotFound } from '../../../features/company-profile/ProfileNotFound';
import { PageFallback } from '../../../features/ui/PageFallback';
import { PersonMandates } from './PersonMandates';

type Load =
  | { status: 'loading' }
  | { status: 'notFound'; gone: boolean }
  | { status: 'loaded'; person: PersonResponse };

export function PersonPage() {
  const { t } = useTranslation();
  const { personKey = '' } = useParams();
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    fetchPerson(personKey, controller.signal).then(
      (person) => setLoad({ status: 'loaded', person }),
      (error: unknown) => {
        if (isAbortError(error)) return;
        if (error instanceof ApiError && [400, 404, 410].includes(error.status))
          setLoad({ status: 'notFound', gone: error.status === 410 });
        else console.error('The person could not be loaded.', error);
      },
    );
    return () => controller.abort();
  }, [personKey]);

  if (load.status === 'notFound')
    return (
      <ProfileNotFound
        title={t(load.gone ? 'employeePage.gone.title' : 'employeePage.notFound.title')}
        text={t(load.gone ? 'employeePage.gone.text' : 'employeePage.notFound.text')}
        backLabel={t('network.person.backToSearch')}
        backTo="/dashboard/companies"
      />
    );
  if (load.status === 'loading') return <PageFallback />;
  return <PersonMandates person={load.person} />;
}
