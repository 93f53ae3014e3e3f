import { MAX_AVATAR_DATA_URL } from '@fd/contract';

/** Edge of the stored square picture: sharp at the sizes the UI shows (32–96 px, 2× screens). */
export const AVATAR_SIZE = 256;
const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp'];

export type AvatarResult =
  | { ok: true; dataUrl: string }
  | { ok: false; reason: 'type' | 'unreadable' | 'tooLarge' };

/**
 * A picture file as the small JPEG data URL the account stores: cropped to a centred square
 * and scaled to 256 px, so that a 5 MB photo becomes some 20 KB.
 */
export async function resizeAvatar(file: File): Promise<AvatarResult> {
  if (!ACCEPTED.includes(file.type)) return { ok: false, reason: 'type' };
  let image: ImageBitmap;
  try {
    image = await createImageBitmap(file);
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const side = Math.min(image.width, image.height);
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_SIZE;
  canvas.height = AVATAR_SIZE;
  const context = canvas.getContext('2d');
  if (!context) return { ok: false, reason: 'unreadable' };
  // JPEG has no transparency: transparent PNG areas become white rather than black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, AVATAR_SIZE, AVATAR_SIZE);
  context.drawImage(
    image,
    (image.width - side) / 2,
    (image.height - side) / 2,
    side,
    side,
    0,
    0,
    AVATAR_SIZE,
    AVATAR_SIZE,
  );
  image.close();
  const dataUrl = canvas.toDataURL('image/jpeg', 0.86);
  return dataUrl.length > MAX_AVATAR_DATA_URL ? { ok: false, reason: 'tooLarge' } : { ok: true, dataUrl };
}
