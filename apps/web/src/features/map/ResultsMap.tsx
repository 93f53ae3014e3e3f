import 'leaflet/dist/leaflet.css';
import { MAP_ZOOM_RESULTS } from '@fd/contract';
import { latLngBounds } from 'leaflet';
import { useEffect } from 'react';
import { Circle, CircleMarker, MapContainer, Popup, TileLayer, Tooltip, useMap } from 'react-leaflet';
import { DachOutlines } from './DachOutlines';
import type { GeoPoint, MapMarker, SearchedPlace } from './mapView';
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

interface FrameResultsProps {
  framed: readonly GeoPoint[];
}

/**
 * Frames a new search at zoom 7 (the product's default), zooming out only as far as its first page of results
 * needs: results from all over the region would otherwise lie outside the map.
 */
function FrameResults({ framed }: FrameResultsProps) {
  const map = useMap();
  const key = framed.map((point) => `${point.latitude},${point.longitude}`).join(';');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the points; a new array with the same points must not move the map.
  useEffect(() => {
    const bounds = latLngBounds(framed.map((point): [number, number] => [point.latitude, point.longitude]));
    map.fitBounds(bounds, { maxZoom: MAP_ZOOM_RESULTS, padding: [FRAME_PADDING_PX, FRAME_PADDING_PX] });
  }, [map, key]);
  return null;
}

/** Map of the search results (zoom 7 by default), with a popup per result. */
export function ResultsMap({ label, markers, framed, searched }: ResultsMapProps) {
  const tiles = useTileSource();
  return (
    <section className={styles.frame} aria-label={label}>
      <MapContainer
        className={styles.map}
        center={[framed[0].latitude, framed[0].longitude]}
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
