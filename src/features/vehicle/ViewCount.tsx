import { useEffect, useState } from 'react';
import { rememberViewed, VIEWED_KEY, type ViewedCar } from './viewed.ts';

/**
 * Spec §7 view count: counts this view and shows the total (silent when it fails); the car also
 * joins the visitor's viewed-car list in local storage (spec §3).
 */
export default function ViewCount({ slug, photos, updatedAt, viewed }: { slug: string; photos: number; updatedAt: string; viewed: ViewedCar }) {
  const [views, setViews] = useState<number | null>(null);
  useEffect(() => {
    try {
      const list = JSON.parse(localStorage.getItem(VIEWED_KEY) ?? '[]') as ViewedCar[];
      localStorage.setItem(VIEWED_KEY, JSON.stringify(rememberViewed(list, viewed)));
    } catch {
      /* storage unavailable: nothing to remember */
    }
    fetch(`/api/cars/${slug}/view.json?photos_count=${photos}&updated_at=${encodeURIComponent(updatedAt)}`)
      .then((r) => (r.ok ? (r.json() as Promise<{ views: number | null } | null>) : null))
      .then((d) => setViews(d?.views ?? null))
      .catch(() => setViews(null));
  }, []);
  return views ? <p className="views">{views.toLocaleString('en-AU')} {views === 1 ? 'view' : 'views'}</p> : null;
}
