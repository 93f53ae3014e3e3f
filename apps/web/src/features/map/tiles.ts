import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../api/queryKeys';
import { fetchClientConfig } from '../api/search';

export interface TileSource {
  url: string;
  /** HTML credit the tile provider requires. */
  attribution: string;
}

/**
 * The tile URL template used until /api/client-config answers (or if it fails): OpenStreetMap's
 * default, the server's own default for TILE_URL. The server's answer wins because the CSP only
 * allows the host TILE_URL names.
 */
export const DEFAULT_TILES: TileSource = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
};

async function loadTileSource(signal: AbortSignal): Promise<TileSource> {
  try {
    const config = await fetchClientConfig(signal);
    return { url: config.tileUrl, attribution: config.tileAttribution };
  } catch {
    return DEFAULT_TILES;
  }
}

/** Asked once per page load; the server's settings do not change while it runs. */
export function useTileSource(): TileSource | null {
  const query = useQuery({
    queryKey: queryKeys.clientConfig(),
    queryFn: ({ signal }) => loadTileSource(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return query.data ?? null;
}
