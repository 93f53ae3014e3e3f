/** Text for HTML (element content and quoted attribute values). */
export function escapeHtml(value: string): string {
  return value.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
