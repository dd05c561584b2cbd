/** The dealer `npm start` and a bare `astro dev` build when no DEALER is given. */
export const DEMO_DEALER = 'southern-cross-motor-group';
