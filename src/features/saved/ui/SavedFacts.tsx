import type { CarJson } from '~/features/car/car-json.ts';

/**
 * A saved car's price line in a garage (this browser's, or the account's watchlist): its price as
 * its page shows it, a subscription car's purchase price, the kilometres, and the estimated
 * drive-away price as large as the price where the price leaves out the government charges.
 */
export function SavedFacts({
  car,
}: {
  car: Pick<CarJson, 'price' | 'price_label' | 'price_buy' | 'km' | 'drive_away'>;
}) {
  return (
    <p className="saved-facts">
      <strong>{car.price}</strong>
      {car.price_label && <span> {car.price_label}</span>}
      {car.price_buy && <span> · or buy it for {car.price_buy}</span>}
      {car.km !== null && <span> · {car.km.toLocaleString('en-AU')} km</span>}
      {car.drive_away && (
        <>
          <br />
          <strong>{car.drive_away.text}</strong> <span>{car.drive_away.label}</span>
        </>
      )}
    </p>
  );
}
