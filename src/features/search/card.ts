import { isInStock } from '~/catalogue/availability.ts';
import { type PhotoSettings, type PhotoSource, photoSource, SLOTS } from '~/components/photos.ts';
import { type DriveAwayBrief, driveAwayBrief } from '~/features/car/drive-away.ts';
import { keyFacts } from '~/features/car/key-facts.ts';
import { badgeLine, carNames, makeModelName } from '~/features/car/labels.ts';
import { showFinanceWidget } from '~/features/car/pricing.ts';
import { displayPrice, formatAud, wasPrice } from '~/features/car/pricing.ts';
import { type CardTag, cardTag, type TagSettings } from '~/features/car/tags.ts';
import { canReserve, reserveButtonText } from '~/features/checkout/reserve/reserve.ts';
import { findSimilarLabel } from '~/features/leads/defaults.ts';
import { showSaveControl } from '~/features/saved/save-control.ts';
import type { Favourite } from '~/features/saved/saved.ts';

import type { SearchRecord } from './record.ts';

export interface CardSettings {
  tags: TagSettings;
  offersSubscription: boolean;
  findSimilarLowerCase: boolean;
  /** The reserve deposit where the dealer takes reservations online, else null. */
  reserveDeposit?: number | null;
  /** The finance button's text and provider where the dealer offers finance, else null. */
  finance?: { label: string; provider: string } | null;
  /** Favourites on cards (features.favourites), with the strict rule (features.favouritesStrict); null when off. */
  favourites?: { strict: boolean; garagePath: string; noun: string } | null;
  /** The test-drive button's words (vehiclePage.testDriveLabel); 'Book a Test Drive' without. */
  testDriveLabel?: string;
  /** The card's main button ('Explore Vehicle', a caravan yard's 'Explore Caravan'); 'Explore Vehicle' without. */
  exploreLabel?: string;
  /** How photos are sized (dealer file `images`); without it the photo is used as it is. */
  photos?: PhotoSettings;
  /** The dealer takes deposits online: cards show cars reserved or sold since the build. */
  liveStatus?: boolean;
}

/** Spec Entities favourite record of a card's car (the same record the vehicle page saves). */
export type CardSave = Favourite;

export interface CardView {
  id: string;
  href: string;
  title: string;
  subtitle: string;
  image: PhotoSource | null;
  imageAlt: string;
  tag: CardTag | null;
  price: string;
  /** What the price is: Subscription, or the feed's price type. */
  priceType: string | null;
  /** A subscription car's purchase price ('$36,990 Drive Away'). */
  buy: string | null;
  /** The estimated drive-away price beside a price without the government charges. */
  driveAway: DriveAwayBrief | null;
  was: string | null;
  inStock: boolean;
  specs: string[];
  findSimilar: { label: string; prompt: string; href: string } | null;
  /** Spec Screens card actions for a car in stock. */
  quickEnquiry: string | null;
  testDrive: string | null;
  /** The test-drive button's words (dealer file vehiclePage.testDriveLabel). */
  testDriveLabel: string;
  /** The main button's words, in the dealer's noun. */
  exploreLabel: string;
  finance: { label: string; href: string } | null;
  reserve: { label: string; href: string } | null;
  /** The Favourite button's record, when the car may be saved. */
  save: CardSave | null;
}

/** A search record's shown price: its `price` is already the car's (offer price or price). */
export const recordPrice = (
  r: Pick<SearchRecord, 'price' | 'subscription_price' | 'preorder' | 'price_type'>,
  offersSubscription: boolean,
) =>
  displayPrice(
    {
      price: r.price,
      offer_price: null,
      subscription_price: r.subscription_price,
      preorder: r.preorder,
      price_type: r.price_type,
    },
    offersSubscription,
  );

/**
 * Spec Screens car card: image, tag, year, make, model, badge, series, price, price type. In stock it
 * shows the condition and the item's first three key facts (a car's odometer, transmission and
 * fuel; a caravan's length, berths and ATM), Explore Vehicle, Quick Enquiry, Book a Test
 * Drive, the finance button (where the finance widget rules allow), Favourite and 'Reserve This
 * Car {amount}'; out of stock only Find Me Something Similar ('Like this and want something similar?').
 * Test drive, finance and Quick Enquiry open that form on the car's page (its #test-drive,
 * #finance and #enquire open the modal).
 */
export function cardView(r: SearchRecord, settings: CardSettings, now: Date): CardView {
  const title = `${r.year} ${makeModelName(r.make, r.model)}`;
  const inStock = isInStock(r);
  const price = recordPrice(r, settings.offersSubscription);
  const was =
    price.kind === 'price'
      ? wasPrice({ price: r.price, offer_price: null, before_price: r.before_price })
      : null;
  const tag = cardTag(
    { ...r, certified: r.certified === 'true', simple_fuel: r.fuel, fuel: r.fuel },
    settings.tags,
    now,
  );
  const label = findSimilarLabel(settings.findSimilarLowerCase);
  return {
    id: r.objectID,
    href: `/cars/${r.slug}`,
    title,
    subtitle: badgeLine(r.badge, r.series),
    image: r.primary_image_url
      ? settings.photos
        ? photoSource(r.primary_image_url, settings.photos, SLOTS.card, 480)
        : { src: r.primary_image_url, srcset: undefined, sizes: undefined }
      : null,
    imageAlt: `${title} ${r.colour ?? ''}`.trim(),
    tag,
    price: price.text,
    priceType: price.label,
    buy: price.buy,
    driveAway:
      typeof r.drive_away === 'number' && r.drive_away_state
        ? driveAwayBrief({ total: r.drive_away, state: r.drive_away_state })
        : null,
    was: was ? formatAud(was) : null,
    inStock,
    // The condition, then the first three facts a buyer compares for this item type.
    specs: inStock
      ? [
          r.condition,
          ...keyFacts(r)
            .slice(0, 3)
            .map((f) => f.text),
        ]
      : [],
    findSimilar: inStock
      ? null
      : {
          label,
          prompt: 'Like this and want something similar?',
          href: `/cars/${r.slug}#find-me-something-similar`,
        },
    quickEnquiry: inStock ? `/cars/${r.slug}#enquire` : null,
    testDrive: inStock ? `/cars/${r.slug}#test-drive` : null,
    testDriveLabel: settings.testDriveLabel ?? 'Book a Test Drive',
    exploreLabel: settings.exploreLabel ?? 'Explore Vehicle',
    finance:
      settings.finance && showFinanceWidget(r, settings.finance.provider, now)
        ? { label: settings.finance.label, href: `/cars/${r.slug}#finance` }
        : null,
    save:
      settings.favourites &&
      inStock &&
      showSaveControl(
        { ...r, images: r.primary_image_url ? [r.primary_image_url] : [] },
        settings.favourites.strict,
        false,
      )
        ? {
            id: r.id,
            name: carNames(r).name,
            slug: r.slug,
            make: r.make,
            model: r.model,
            primary_image_url: r.primary_image_url,
          }
        : null,
    reserve:
      settings.reserveDeposit && canReserve(true, r)
        ? { label: reserveButtonText(settings.reserveDeposit), href: `/cars/${r.slug}/checkout` }
        : null,
  };
}
