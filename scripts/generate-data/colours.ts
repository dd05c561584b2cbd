/** Paint colours: slug for image files, hex for the SVG, trade names for the stock record. */
export const paints = [
  {
    slug: 'white',
    hex: '#f2f3f1',
    names: ['Glacier White', 'Snowflake White Pearl', 'Frozen White'],
  },
  { slug: 'black', hex: '#1c1d20', names: ['Eclipse Black', 'Jet Black', 'Aurora Black Pearl'] },
  { slug: 'silver', hex: '#b9bdc1', names: ['Silver Pearl', 'Sonic Silver', 'Moondust Silver'] },
  { slug: 'grey', hex: '#555a60', names: ['Graphite', 'Machine Grey', 'Carbon Grey'] },
  { slug: 'blue', hex: '#1f4e8c', names: ['Saturn Blue', 'Deep Crystal Blue', 'Lunar Blue'] },
  { slug: 'red', hex: '#a9202a', names: ['Feverish Red', 'Soul Red Crystal', 'Race Red'] },
  { slug: 'green', hex: '#3f5b3a', names: ['Army Green', 'Cypress Green', 'Eucalyptus'] },
  { slug: 'bronze', hex: '#8a6a43', names: ['Oxide Bronze', 'Copper Bronze'] },
] as const;

export type Paint = (typeof paints)[number];
