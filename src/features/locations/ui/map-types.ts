/** One pin on a map, with what its popup and the static fallback show. */
export interface MapMarker {
  id: number;
  name: string;
  addressLine: string;
  lat: number;
  long: number;
  phone: string;
  tel: string;
  directions: string;
  href: string;
}

export interface MapProps {
  markers: MapMarker[];
  /** Tile URL template from the dealer file (maps.tileUrl). */
  tileUrl: string;
  /** Attribution markup (maps.attribution linked to maps.attributionUrl, escaped). */
  attribution: string;
  /** What the map shows, for screen readers: "Map of our locations". */
  label: string;
}
