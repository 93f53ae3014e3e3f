import { useParams } from 'react-router';
import { parseEntityId } from '../../../features/company-profile/entityId';
import { EmployeeLoader } from './EmployeeLoader';

/** `/dashboard/employees/{employeeId}`: the employee profile. */
export function EmployeePage() {
  const { employeeId } = useParams();
  return <EmployeeLoader key={employeeId} employeeId={parseEntityId(employeeId)} />;
}
