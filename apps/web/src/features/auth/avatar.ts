import type { User } from '@fd/contract';

export const DEFAULT_AVATAR_URL = '/default-avatar.svg';

/**
 * The profile picture of the employee profile linked to the account, else the initials of the
 * account's name; the default picture for a user without either.
 */
export function avatarUrl(user: User | null): string {
  const employeeId = user?.profile_avatar ?? '';
  if (/^\d+$/.test(employeeId)) return `/api/profile_avatar?employee_id=${employeeId}`;
  if (user?.fullname) return `/api/profile_avatar?name=${encodeURIComponent(user.fullname)}`;
  return DEFAULT_AVATAR_URL;
}
