/** A message for the login page carried in the router state, e.g. 'Your password has been changed.' */
export interface LoginNoticeState {
  notice: string;
}

export function loginNoticeState(notice: string): LoginNoticeState {
  return { notice };
}

export function readLoginNotice(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  return typeof state.notice === 'string' && state.notice ? state.notice : null;
}
