#!/usr/bin/env node
// Writes the outlines of Austria, Germany and Switzerland that the results map draws under its
// tiles, so that the map stays readable when no tile server is reachable. Source: Natural Earth
// 1:50m via the npm package world-atlas. The whole world file is 756 KB; the three countries,
// rounded to 0.001° (about 100 m, finer than a pixel at the map's zoom 7), are about 16 KB.
// Run after upgrading world-atlas: node apps/web/scripts/generate-dach-outlines.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
const topology = JSON.parse(readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8'));

/** ISO 3166-1 numeric codes, as world-atlas names its features. */
const DACH = new Map([
  ['040', 'Austria'],
  ['276', 'Germany'],
  ['756', 'Switzerland'],
]);

const round = (value) => Math.round(value * 1000) / 1000;
const roundRing = (ring) =>
  ring
    .map(([lng, lat]) => [round(lng), round(lat)])
    .filter(
      (point, index, points) =>
        index === 0 || point[0] !== points[index - 1][0] || point[1] !== points[index - 1][1],
    );

function roundGeometry(geometry) {
  if (geometry.type === 'Polygon')
    return { type: 'Polygon', coordinates: geometry.coordinates.map(roundRing) };
  return { type: 'MultiPolygon', coordinates: geometry.coordinates.map((polygon) => polygon.map(roundRing)) };
}

const countries = feature(topology, topology.objects.countries);
const features = countries.features
  .filter((country) => DACH.has(country.id))
  .map((country) => ({
    type: 'Feature',
    properties: { country: DACH.get(country.id) },
    geometry: roundGeometry(country.geometry),
  }));

const target = new URL('../src/features/map/dach-outlines.json', import.meta.url);
writeFileSync(target, `${JSON.stringify({ type: 'FeatureCollection', features })}\n`);
console.log(`Wrote ${features.length} countries to ${target.pathname}`);
