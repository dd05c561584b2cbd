import type { Model } from '~/catalogue/model.schema.ts';
import type { Offer } from '~/catalogue/offer.schema.ts';
import type { Truncated } from '~/components/truncate.ts';
import type { DealerConfig } from '~/config/schema/index.ts';
import { modelDisplayName } from '~/features/car/labels.ts';
import { sanitizeDealerHtml, textOf } from '~/features/content/html.ts';
import { modelUrl, offerUrl } from '~/features/content/links.ts';
import { disclaimer, offerDescription } from '~/features/content/text-limits.ts';
import { COMPARISON_WARNING } from '~/features/finance/texts.ts';

import { advertisesRate, offerEnds, offerImage, offerMake, offerTitle } from './offers.ts';

/** What an offer card and the single-offer page show, worked out once. */
export interface OfferView {
  id: number;
  href: string;
  /** The offer's own name, as the dealer gave it (what a lead records). */
  name: string;
  /** What the pages show as its name: with its comparison rate where it advertises a rate. */
  title: string;
  /** The comparison-rate warning, where the offer advertises a rate; else null. */
  rateWarning: string | null;
  category: string | null;
  make: string | null;
  image: string | null;
  ends: string;
  description: Truncated;
  /** The description as sanitised HTML (spec Entities sanitized_description, else description). */
  descriptionHtml: string;
  disclaimer: Truncated;
  /** 'Explore {model}' where the site has that model's page. */
  explore: { label: string; href: string } | null;
}

export function offerView(offer: Offer, config: DealerConfig, models: Model[]): OfferView {
  const html = sanitizeDealerHtml(offer.sanitized_description || offer.description);
  const model = offer.model ? (models.find((m) => m.slug === offer.model!.slug) ?? null) : null;
  const explore =
    offer.model && config.features.modelPages && (model || offer.model.override_url)
      ? {
          label: `Explore ${modelDisplayName(offerMake(offer) ?? '', offer.model.name)}`,
          href: modelUrl(config, {
            slug: offer.model.slug,
            override_url: offer.model.override_url ?? model?.override_url ?? null,
          }),
        }
      : null;
  return {
    id: offer.id,
    href: offerUrl(config, offer),
    name: offer.name,
    title: offerTitle(offer),
    rateWarning: advertisesRate(offer) ? COMPARISON_WARNING : null,
    category: offer.category ?? null,
    make: offerMake(offer),
    image: offerImage(offer),
    ends: offerEnds(offer),
    description: offerDescription(textOf(html)),
    descriptionHtml: html,
    disclaimer: disclaimer(textOf(sanitizeDealerHtml(offer.disclaimer))),
    explore,
  };
}
