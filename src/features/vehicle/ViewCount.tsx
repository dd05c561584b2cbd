import { useEffect, useState } from 'react';

/** Spec §7 view count: counts this view and shows the total; says nothing when it fails. */
export default function ViewCount({ slug, photos, updatedAt }: { slug: string; photos: number; updatedAt: string }) {
  const [views, setViews] = useState<number | null>(null);
  useEffect(() => {
    fetch(`/api/cars/${slug}/view.json?photos_count=${photos}&updated_at=${encodeURIComponent(updatedAt)}`)
      .then((r) => (r.ok ? (r.json() as Promise<{ views: number | null } | null>) : null))
      .then((d) => setViews(d?.views ?? null))
      .catch(() => setViews(null));
  }, []);
  return views ? <p className="views">{views.toLocaleString('en-AU')} {views === 1 ? 'view' : 'views'}</p> : null;
}
