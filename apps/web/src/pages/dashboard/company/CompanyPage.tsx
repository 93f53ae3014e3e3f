import { useParams } from 'react-router';
import { parseEntityId } from '../../../features/company-profile/entityId';
import { CompanyLoader } from './CompanyLoader';

/** `/dashboard/companies/{companyId}`: the company profile. */
export function CompanyPage() {
  const { companyId } = useParams();
  // A new id is a new page: its state (selected period, expanded groups) starts afresh.
  return <CompanyLoader key={companyId} companyId={parseEntityId(companyId)} />;
}
