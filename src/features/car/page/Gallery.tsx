import { useRef, useState } from 'react';

import type { PhotoSource } from '~/components/photos.ts';

/**
 * Spec Screens photo gallery: one large photo with previous/next, thumbnails to jump, arrow keys
 * and swipe. Previous/next are disabled at the ends (spec States carousel rule).
 */
export default function Gallery({
  images,
  thumbs,
  title,
}: {
  /** Each photo at every width (srcset); the first is the page's LCP image. */
  images: PhotoSource[];
  /** Small copies for the thumbnails. */
  thumbs: string[];
  title: string;
}) {
  const [at, setAt] = useState(0);
  const start = useRef<number | null>(null);
  if (!images.length)
    return (
      <div className="no-image" role="img" aria-label="Photos coming soon">
        Photos coming soon
      </div>
    );
  const go = (i: number) => setAt(Math.min(images.length - 1, Math.max(0, i)));
  return (
    <div
      className="gallery-widget"
      role="group"
      aria-roledescription="carousel"
      aria-label={`Photos of ${title}`}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') go(at + 1);
        if (e.key === 'ArrowLeft') go(at - 1);
      }}
    >
      <div
        className="stage"
        onPointerDown={(e) => (start.current = e.clientX)}
        onPointerUp={(e) => {
          if (start.current === null) return;
          const dx = e.clientX - start.current;
          start.current = null;
          if (Math.abs(dx) > 40) go(at + (dx < 0 ? 1 : -1));
        }}
      >
        <img
          key={images[at]!.src}
          src={images[at]!.src}
          srcSet={images[at]!.srcset}
          sizes={images[at]!.sizes}
          alt={`${title}, photo ${at + 1} of ${images.length}`}
          width={720}
          height={480}
          fetchPriority={at === 0 ? 'high' : undefined}
          draggable={false}
        />
        {/* aria-disabled, not disabled: a keyboard user keeps focus on the button at the end. */}
        <button
          type="button"
          className="nav prev"
          onClick={() => go(at - 1)}
          aria-disabled={at === 0}
          aria-label="Previous photo"
        >
          ‹
        </button>
        <button
          type="button"
          className="nav next"
          onClick={() => go(at + 1)}
          aria-disabled={at === images.length - 1}
          aria-label="Next photo"
        >
          ›
        </button>
      </div>
      <p className="visually-hidden" aria-live="polite">
        Photo {at + 1} of {images.length}
      </p>
      {images.length > 1 && (
        <ul className="thumbs">
          {thumbs.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                aria-label={`Show photo ${i + 1}`}
                aria-current={i === at ? 'true' : undefined}
                onClick={() => go(i)}
              >
                <img src={src} alt="" width={96} height={64} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
