import { smallPhoto } from '~/components/photos.ts';

import type { SavedListProps } from '../saved-list.client.ts';

/** A saved car's photo on its card, or the box that says one is coming. */
export function SavedPhoto({ url, photos }: { url: string | null | undefined } & SavedListProps) {
  return url ? (
    <img src={smallPhoto(url, photos, 480)} alt="" width={480} height={320} />
  ) : (
    <div className="no-image" role="img" aria-label="Photo coming soon">
      Photo coming soon
    </div>
  );
}
