import 'leaflet/dist/leaflet.css';
import { MAP_ZOOM_COMPANY } from '@fd/contract';
import { circleMarker, map as leafletMap, tileLayer } from 'leaflet';
import { useEffect, useRef } from 'react';
import styles from './CompanyMap.module.css';

/** Tile source and its required credit; the CSP allows this host for images. */
const TILES = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
} as const;

/** The marker in the primary colour of the tokens (Leaflet draws it as SVG, outside CSS). */
const MARKER_COLOUR = '#1f4e8c';

export interface CompanyMapProps {
  latitude: number;
  longitude: number;
  label: string;
}

/** A small map of the company's location at zoom 12 (spec section 9). */
export function CompanyMap({ latitude, longitude, label }: CompanyMapProps) {
  const containerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = leafletMap(container, {
      center: [latitude, longitude],
      zoom: MAP_ZOOM_COMPANY,
      // The page scrolls past the map; zooming needs the controls or a pinch.
      scrollWheelZoom: false,
    });
    tileLayer(TILES.url, { attribution: TILES.attribution, maxZoom: 19 }).addTo(map);
    circleMarker([latitude, longitude], {
      radius: 9,
      color: '#ffffff',
      weight: 3,
      fillColor: MARKER_COLOUR,
      fillOpacity: 1,
    }).addTo(map);
    return () => {
      map.remove();
    };
  }, [latitude, longitude]);

  return <section ref={containerRef} className={styles.map} aria-label={label} />;
}
