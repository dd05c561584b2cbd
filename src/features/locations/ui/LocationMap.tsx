import leafletCss from 'leaflet/dist/leaflet.css?url';
import { type ComponentType, useEffect, useState } from 'react';

import type { MapMarker, MapProps } from './map-types.ts';

/** Leaflet's stylesheet, linked when the map loads (never in the page's head: it would block the first paint). */
function loadStylesheet(href: string): Promise<void> {
  if (document.querySelector(`link[href="${href}"]`)) return Promise.resolve();
  return new Promise((ok, fail) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
    link.onload = () => ok();
    link.onerror = () => fail(new Error('stylesheet'));
    document.head.append(link);
  });
}

/** The static fallback: each place with its address and a directions link. */
function Fallback({ markers, note }: { markers: MapMarker[]; note?: string }) {
  return (
    <div className="map-fallback">
      {note && (
        <p className="map-note" role="status">
          {note}
        </p>
      )}
      <ul>
        {markers.map((m) => (
          <li key={m.id}>
            <strong>{m.name}</strong>
            <span>{m.addressLine}</span>
            <a href={m.directions} target="_blank" rel="noopener">
              Directions<span className="visually-hidden"> to {m.name} (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The map island: the build renders the fallback (addresses and directions, which is also what a
 * visitor without JavaScript sees); in the browser it loads Leaflet only when it is hydrated (when
 * the map scrolls into view: `client:visible`), so `astro build` never touches `window` and the
 * page's first load carries no map code. If the tiles cannot load, the fallback comes back.
 */
export default function LocationMap(props: MapProps) {
  const [Map, setMap] = useState<ComponentType<MapProps & { onFail: () => void }> | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    Promise.all([import('./LeafletMap.tsx'), loadStylesheet(leafletCss)])
      .then(([m]) => live && setMap(() => m.default))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);
  if (failed)
    return (
      <Fallback markers={props.markers} note="The map could not load. Here is where we are." />
    );
  if (!Map) return <Fallback markers={props.markers} />;
  return <Map {...props} onFail={() => setFailed(true)} />;
}
