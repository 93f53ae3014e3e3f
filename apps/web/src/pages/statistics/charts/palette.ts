/** Chart colours: the primary blue and teal first, then calm companions that stay apart in print. */
export const CHART_PALETTE = [
  '#1f4e8c',
  '#0f8a7e',
  '#5b8fd1',
  '#e0a030',
  '#8a5cc2',
  '#d0634b',
  '#3aa0b8',
  '#7d8a99',
] as const;

export const AXIS_TICK = { fill: '#5b6878', fontSize: 12 } as const;
export const GRID_STROKE = '#e6ebf1';

export function paletteColor(index: number): string {
  return CHART_PALETTE[index % CHART_PALETTE.length];
}
