import { divIcon, latLngBounds } from 'leaflet';
import { useEffect, useRef } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';

import type { MapMarker, MapProps } from './map-types.ts';

const pin = divIcon({
  className: 'map-pin',
  html: '<svg viewBox="0 0 28 40" width="28" height="40" aria-hidden="true"><path d="M14 0C6.3 0 0 6.2 0 13.9 0 24.3 14 40 14 40s14-15.7 14-26.1C28 6.2 21.7 0 14 0z"/><circle cx="14" cy="14" r="5.5" fill="#fff"/></svg>',
  iconSize: [28, 40],
  iconAnchor: [14, 40],
  popupAnchor: [0, -36],
});

/**
 * Fits the view to every marker (one marker: a street-level zoom around it), without animation:
 * a map taken away mid-animation (its tiles failed, the fallback came back) made Leaflet's next
 * frame read a pane already gone ("Cannot read properties of undefined (reading '_leaflet_pos')").
 */
function Fit({ markers }: { markers: MapMarker[] }) {
  const map = useMap();
  useEffect(() => {
    if (markers.length === 1)
      map.setView([markers[0]!.lat, markers[0]!.long], 15, { animate: false });
    else
      map.fitBounds(latLngBounds(markers.map((m) => [m.lat, m.long])), {
        padding: [36, 36],
        maxZoom: 15,
        animate: false,
      });
  }, [map, markers]);
  return null;
}

/**
 * Leaflet through react-leaflet: a pin per location (keyboard: Tab to a pin, Enter opens its
 * popup with name, address, directions and phone), the provider's attribution, tiles from the
 * dealer file's template. Loaded only in the browser (LocationMap imports it in an effect).
 */
export default function LeafletMap({
  markers,
  tileUrl,
  attribution,
  label,
  onFail,
}: MapProps & { onFail: () => void }) {
  const loaded = useRef(0);
  const errors = useRef(0);
  const first = markers[0]!;
  return (
    <div className="map-canvas" role="region" aria-label={label}>
      <MapContainer
        center={[first.lat, first.long]}
        zoom={13}
        scrollWheelZoom={false}
        className="leaflet-host"
      >
        <TileLayer
          url={tileUrl}
          attribution={attribution}
          eventHandlers={{
            tileload: () => {
              loaded.current++;
            },
            // Several tiles failing before any loads: the provider is unreachable or refuses us.
            tileerror: () => {
              errors.current++;
              if (errors.current >= 3 && loaded.current === 0) onFail();
            },
          }}
        />
        <Fit markers={markers} />
        {markers.map((m) => (
          <Marker key={m.id} position={[m.lat, m.long]} icon={pin} title={m.name} alt={m.name}>
            <Popup>
              <strong className="popup-name">{m.name}</strong>
              <br />
              {m.addressLine}
              <br />
              <a href={m.directions} target="_blank" rel="noopener">
                Directions
              </a>
              {' · '}
              <a href={m.tel}>{m.phone}</a>
              {' · '}
              <a href={m.href}>View details</a>
            </Popup>
          </Marker>
        ))}
      </MapContainer>
    </div>
  );
}
