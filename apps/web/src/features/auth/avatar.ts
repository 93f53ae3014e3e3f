import type { User } from '@fd/contract';

export const DEFAULT_AVATAR_URL = '/default-avatar.svg';

/**
 * The picture the user uploaded (a data URL), else the profile picture of the employee profile
 * linked to the account, else the initials of the account's name; the default picture for a
 * user without any.
 */
export function avatarUrl(user: User | null): string {
  const avatar = user?.profile_avatar ?? '';
  if (avatar.startsWith('data:image/')) return avatar;
  if (/^\d+$/.test(avatar)) return `/api/profile_avatar?employee_id=${avatar}`;
  if (user?.fullname) return `/api/profile_avatar?name=${encodeURIComponent(user.fullname)}`;
  return DEFAULT_AVATAR_URL;
}
