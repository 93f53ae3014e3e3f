/** JSON string literal; the generated texts rarely need escaping, so JSON.stringify runs only when they do. */
export function quote(s: string | null): string {
  if (s === null) return 'null';
  return s.indexOf('"') < 0 && s.indexOf('\\') < 0 ? `"${s}"` : JSON.stringify(s);
}
