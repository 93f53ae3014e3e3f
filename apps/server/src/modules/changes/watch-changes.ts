import type { WorkspaceService } from '../workspace/service';

/** Changes to watched companies as the dashboard reports them, without marking anything seen. */
export function createWatchChangesService(deps: { workspace: WorkspaceService }) {
  return {
    /** How many watched companies have changes the user has not seen yet: the navigation's badge. */
    async unseenCompanies(userId: string): Promise<number> {
      const items = await deps.workspace.watchlist(userId, { markSeen: false });
      return items.filter((item) => item.unseen_changes > 0).length;
    },
  };
}

export type WatchChangesService = ReturnType<typeof createWatchChangesService>;
