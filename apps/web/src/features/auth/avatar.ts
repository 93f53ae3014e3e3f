import type { User } from '@fd/contract';

export const DEFAULT_AVATAR_URL = '/default-avatar.svg';

/** The profile picture comes from the employee profile linked to the account, if any. */
export function avatarUrl(user: User | null): string {
  const employeeId = user?.profile_avatar;
  return employeeId
    ? `/api/profile_avatar?employee_id=${encodeURIComponent(employeeId)}`
    : DEFAULT_AVATAR_URL;
}
