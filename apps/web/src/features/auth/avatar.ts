import type { User } from '@fd/contract';
import { apiUrl } from '../api/client';

export const DEFAULT_AVATAR_URL = '/default-avatar.svg';

/**
 * The picture the user uploaded (a data URL), else the profile picture of the employee profile
 * linked to the account, else the initials of the account's name; the default picture for a
 * user without any.
 */
export function avatarUrl(user: Pick<User, 'fullname' | 'profile_avatar'> | null): string {
  const avatar = user?.profile_avatar ?? '';
  if (avatar.startsWith('data:image/')) return avatar;
  if (/^\d+$/.test(avatar)) return apiUrl('profileAvatar', { query: { employee_id: avatar } });
  if (user?.fullname) return apiUrl('profileAvatar', { query: { name: user.fullname } });
  return DEFAULT_AVATAR_URL;
}
