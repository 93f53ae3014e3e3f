import type { CompanyStore } from '../../store/types';

export type PeopleService = ReturnType<typeof createPeopleService>;

/** Employee profiles looked up by name or id (profile links and avatars). */
export function createPeopleService(companies: CompanyStore) {
  return {
    employeeIdByName: (fullName: string) => companies.employeeLookup.idByFullName(fullName),
    employeeName: (employeeId: number) => companies.employeeLookup.nameById(employeeId),
  };
}
