import { useAtom } from 'jotai';

import { buttonClass } from '../../components/button.ts';
import { smallPhoto } from '../media/photos.ts';
import type { SavedListProps } from './saved-list.client.ts';
import { favouritesAtom } from './state.ts';

/** The visitor's saved cars (local storage), with a way to remove each. */
export default function GarageList({ photos }: SavedListProps) {
  const [list, setList] = useAtom(favouritesAtom);
  if (!list.length)
    return (
      <p>
        No saved cars now. <a href="/search/new-used-and-demo-cars">Browse all stock</a> and tap
        Favourite on any car to keep it here.
      </p>
    );
  return (
    <ul className="garage">
      {list.map((c) => (
        <li key={c.id}>
          {c.primary_image_url && (
            <img src={smallPhoto(c.primary_image_url, photos)} alt="" width={160} height={107} />
          )}
          <a href={`/cars/${c.slug}`}>{c.name}</a>
          <button
            type="button"
            className={buttonClass({ variant: 'link' })}
            onClick={() => setList(list.filter((f) => f.id !== c.id))}
          >
            Remove<span className="visually-hidden"> {c.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
