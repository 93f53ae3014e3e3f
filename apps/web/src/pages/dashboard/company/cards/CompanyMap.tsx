import 'leaflet/dist/leaflet.css';
import { MAP_ZOOM_COMPANY, MAP_ZOOM_RESULTS } from '@fd/contract';
import { useEffect, useRef, useState } from 'react';
import { CircleMarker, MapContainer, TileLayer, useMap } from 'react-leaflet';
import { DachOutlines } from '../../../../features/map/DachOutlines';
import { useTileSource } from '../../../../features/map/tiles';
import styles from './CompanyMap.module.css';

/** The marker in the primary colour of the tokens (Leaflet draws it as SVG, outside CSS). */
const MARKER_COLOUR = '#1f4e8c';

export interface CompanyMapProps {
  latitude: number;
  longitude: number;
  label: string;
}

interface OfflineViewProps {
  offline: boolean;
  center: [number, number];
}

/** Without tiles the street zoom shows nothing: the map zooms out to the country outlines. */
function OfflineView({ offline, center }: OfflineViewProps) {
  const map = useMap();
  const [latitude, longitude] = center;
  useEffect(() => {
    if (offline) map.setView([latitude, longitude], MAP_ZOOM_RESULTS);
  }, [map, offline, latitude, longitude]);
  return null;
}

/**
 * A small map of the company's location at zoom 12 over the tiles of the
 * configured tile server. When no tile loads (no internet, a blocked host) it shows the offline
 * DACH outlines instead, zoomed out so that the country around the marker is recognisable. The
 * marker is drawn in either case.
 */
export function CompanyMap({ latitude, longitude, label }: CompanyMapProps) {
  const tiles = useTileSource();
  const [offline, setOffline] = useState(false);
  const loadedTiles = useRef(0);
  const center: [number, number] = [latitude, longitude];

  return (
    <section className={styles.map} aria-label={label} data-tiles={offline ? 'offline' : 'online'}>
      <MapContainer
        className={styles.canvas}
        center={center}
        zoom={MAP_ZOOM_COMPANY}
        // The page scrolls past the map; zooming needs the controls or a pinch.
        scrollWheelZoom={false}
      >
        <DachOutlines />
        {tiles && !offline && (
          <TileLayer
            url={tiles.url}
            attribution={tiles.attribution}
            maxZoom={19}
            eventHandlers={{
              tileload: () => {
                loadedTiles.current += 1;
              },
              tileerror: () => {
                if (loadedTiles.current === 0) setOffline(true);
              },
            }}
          />
        )}
        <OfflineView offline={offline} center={center} />
        <CircleMarker
          center={center}
          radius={9}
          pathOptions={{ color: '#ffffff', weight: 3, fillColor: MARKER_COLOUR, fillOpacity: 1 }}
          className={styles.marker}
        />
      </MapContainer>
    </section>
  );
}
