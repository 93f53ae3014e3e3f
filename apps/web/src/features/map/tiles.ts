import { useEffect, useState } from 'react';
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

let configured: Promise<TileSource> | null = null;

/** Asked once per page load; the server's settings do not change while it runs. */
function loadTileSource(): Promise<TileSource> {
  configured ??= fetchClientConfig()
    .then((config) => ({ url: config.tileUrl, attribution: config.tileAttribution }))
    .catch(() => DEFAULT_TILES);
  return configured;
}

export function useTileSource(): TileSource | null {
  const [source, setSource] = useState<TileSource | null>(null);
  useEffect(() => {
    let current = true;
    void loadTileSource().then((loaded) => {
      if (current) setSource(loaded);
    });
    return () => {
      current = false;
    };
  }, []);
  return source;
}
