/** A route parameter that can be a company or employee id; anything else names no profile. */
export function parseEntityId(param: string | undefined): number | null {
  return param && /^\d{1,12}$/.test(param) ? Number(param) : null;
}
