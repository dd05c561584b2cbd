import type { CSSProperties } from 'react';

/**
 * The desk's few styles, set by the island (it draws only in the browser) rather than from a
 * stylesheet: Astro lists every stylesheet's hash in every page's CSP, so a desk stylesheet would
 * add bytes to each public page.
 */
export const css = {
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: '0.5rem 1rem',
  },
  jump: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '0.25rem 1rem',
    margin: '0 0 1rem',
    padding: 0,
    listStyle: 'none',
  },
  jumpLink: { display: 'inline-block', padding: '0.6rem 0' },
  list: { display: 'grid', gap: '1rem', margin: '0 0 1.5rem', padding: 0, listStyle: 'none' },
  line: { margin: '0 0 0.5rem' },
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '0.25rem 0.75rem',
    alignItems: 'baseline',
    margin: '0 0 0.5rem',
  },
  tag: {
    padding: '0.1rem 0.5rem',
    borderRadius: '999px',
    border: '1px solid currentColor',
    fontSize: '0.875rem',
  },
  bad: { color: '#a4161a' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: '0.5rem', margin: '0.5rem 0 0' },
  confirm: { borderTop: '1px solid #d0d5dd', paddingTop: '0.75rem', marginTop: '0.5rem' },
  notice: {
    border: '2px solid #1b6e3a',
    background: '#e9f6ee',
    padding: '0.75rem 1rem',
    borderRadius: '6px',
  },
  counts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
    gap: '0.75rem',
    margin: '0 0 1rem',
    padding: 0,
    listStyle: 'none',
  },
  small: { fontSize: '0.875rem' },
} satisfies Record<string, CSSProperties>;
