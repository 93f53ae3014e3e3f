import 'leaflet/dist/leaflet.css';
import { MAP_ZOOM_RESULTS } from '@fd/contract';
import { latLngBounds } from 'leaflet';
import { useEffect } from 'react';
import { Circle, CircleMarker, MapContainer, Popup, TileLayer, Tooltip, useMap } from 'react-leaflet';
import { DachOutlines } from './DachOutlines';
import { DACH_CENTRE, type GeoPoint, type MapMarker, type SearchedPlace } from './mapView';
import styles from './ResultsMap.module.css';
import { useTileSource } from './tiles';

export interface ResultsMapProps {
  label: string;
  markers: readonly MapMarker[];
  /** What a new search should bring into view (see framedPoints). */
  framed: readonly GeoPoint[];
  searched: SearchedPlace | null;
}

/** Room around the framed points, so that no marker sits on the map's edge. */
const FRAME_PADDING_PX = 32;
/** The closest a search is framed: a single result or a small radius shows its streets. */
const MAX_FRAME_ZOOM = 14;

interface FrameResultsProps {
  framed: readonly GeoPoint[];
}

/**
 * Frames a new search: the radius circle or the first page of results, as close as they allow
 * (docs/decisions/191); with neither, the DACH region at zoom 7 (the product's default).
 */
function FrameResults({ framed }: FrameResultsProps) {
  const map = useMap();
  const key = framed.map((point) => `${point.latitude},${point.longitude}`).join(';');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the points; a new array with the same points must not move the map.
  useEffect(() => {
    if (framed.length === 0) {
      map.setView([DACH_CENTRE.latitude, DACH_CENTRE.longitude], MAP_ZOOM_RESULTS);
      return;
    }
    const bounds = latLngBounds(framed.map((point): [number, number] => [point.latitude, point.longitude]));
    map.fitBounds(bounds, { maxZoom: MAX_FRAME_ZOOM, padding: [FRAME_PADDING_PX, FRAME_PADDING_PX] });
  }, [map, key]);
  return null;
}

/** Map of the search results, framed on the search, with a popup per result. */
export function ResultsMap({ label, markers, framed, searched }: ResultsMapProps) {
  const tiles = useTileSource();
  return (
    <section className={styles.frame} aria-label={label}>
      <MapContainer
        className={styles.map}
        center={[DACH_CENTRE.latitude, DACH_CENTRE.longitude]}
        zoom={MAP_ZOOM_RESULTS}
        // The page scrolls past the map; zooming needs the controls or a pinch.
        scrollWheelZoom={false}
      >
        <DachOutlines />
        {tiles && <TileLayer url={tiles.url} attribution={tiles.attribution} maxZoom={19} />}
        <FrameResults framed={framed} />
        {searched && (
          <>
            {searched.radiusKm !== null && (
              <Circle
                center={[searched.latitude, searched.longitude]}
                radius={searched.radiusKm * 1000}
                interactive={false}
                className={styles.radius}
              />
            )}
            <CircleMarker
              center={[searched.latitude, searched.longitude]}
              radius={6}
              className={styles.searched}
            >
              <Tooltip>{searched.label}</Tooltip>
            </CircleMarker>
          </>
        )}
        {markers.map((marker) => (
          <CircleMarker
            key={marker.id}
            center={[marker.latitude, marker.longitude]}
            radius={7}
            className={marker.muted ? `${styles.marker} ${styles.muted}` : styles.marker}
          >
            <Popup>{marker.popup}</Popup>
          </CircleMarker>
        ))}
      </MapContainer>
    </section>
  );
}
