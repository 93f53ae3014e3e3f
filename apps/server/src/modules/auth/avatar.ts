/** Initials on a colour derived from the name: the avatar of anyone without a photo. */
const PALETTE = ['#1f4e8c', '#2f7d6d', '#8c4a1f', '#6b3fa0', '#a0304a', '#2c6e9e', '#5d6b1f', '#9e6a2c'];

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : '';
  return `${first}${last}`.toUpperCase();
}

export function avatarSvg(name: string): string {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const colour = PALETTE[hash % PALETTE.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(name)}"><rect width="96" height="96" rx="48" fill="${colour}"/><text x="48" y="48" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="38" font-weight="600" fill="#fff">${escapeXml(initials(name))}</text></svg>`;
}
