import type { ReactNode } from 'react';

import { buttonClass } from '~/components/button.ts';

import type { CardSave, CardView } from '../card.ts';

/**
 * One car in a result list; rendered to static HTML at build and inside the search island. The
 * Favourite button needs the island (it lives in local storage), so only the island passes it.
 */
export function ResultCard({
  card,
  eager = false,
  priority = false,
  favourite,
}: {
  card: CardView;
  /** Above the fold: not lazy-loaded. */
  eager?: boolean;
  /** The page's largest first image (LCP): fetched first. */
  priority?: boolean;
  favourite?: ((save: CardSave) => ReactNode) | undefined;
}) {
  return (
    <article className={`car-card${card.inStock ? '' : ' sold'}`} data-car-id={card.id}>
      {card.tag?.kind === 'text' && (
        <span className={`tag ${card.tag.colour}`}>{card.tag.text}</span>
      )}
      {card.tag?.kind === 'image' && (
        <img className="tag-image" src={card.tag.src} alt={card.tag.alt} width={110} height={32} />
      )}
      {card.image ? (
        <img
          src={card.image.src}
          srcSet={card.image.srcset}
          sizes={card.image.sizes}
          alt={card.imageAlt}
          width={600}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding={eager ? undefined : 'async'}
        />
      ) : (
        <div className="no-image" role="img" aria-label="Photo coming soon">
          Photo coming soon
        </div>
      )}
      <div className="body">
        <h3>
          <a href={card.href}>{card.title}</a>
        </h3>
        {card.subtitle && <p className="badge">{card.subtitle}</p>}
        <p className="price">
          <strong>{card.price}</strong>{' '}
          {card.priceType && <span className="price-type">{card.priceType}</span>}
          {card.buy && <span className="buy-price">Or buy it for {card.buy}</span>}
          {card.was && (
            <span className="was">
              Was <s>{card.was}</s>
            </span>
          )}
        </p>
        {card.driveAway && (
          // As large as the price it completes (ACL s48: the total at least as prominent).
          <p className="drive-away-price">
            <strong>{card.driveAway.text}</strong>{' '}
            <span className="price-type">{card.driveAway.label}</span>
          </p>
        )}
        {card.inStock ? (
          <>
            <ul className="specs">
              {card.specs.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
            <a className={buttonClass()} href={card.href}>
              {card.exploreLabel}
              <span className="visually-hidden">: {card.title}</span>
            </a>
            <span className="card-links">
              {card.quickEnquiry && (
                <a href={card.quickEnquiry}>
                  Quick Enquiry<span className="visually-hidden">: {card.title}</span>
                </a>
              )}
              {card.testDrive && (
                <a href={card.testDrive}>
                  {card.testDriveLabel}
                  <span className="visually-hidden">: {card.title}</span>
                </a>
              )}
              {card.finance && (
                <a href={card.finance.href}>
                  {card.finance.label}
                  <span className="visually-hidden">: {card.title}</span>
                </a>
              )}
              {card.reserve && (
                <a href={card.reserve.href} className="reserve-link">
                  {card.reserve.label}
                  <span className="visually-hidden">: {card.title}</span>
                </a>
              )}
            </span>
            {card.save && favourite?.(card.save)}
          </>
        ) : (
          <>
            <p className="similar-prompt">{card.findSimilar!.prompt}</p>
            <a className={buttonClass({ variant: 'secondary' })} href={card.findSimilar!.href}>
              {card.findSimilar!.label}
              <span className="visually-hidden">: {card.title}</span>
            </a>
          </>
        )}
      </div>
    </article>
  );
}
