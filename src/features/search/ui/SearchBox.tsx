import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useSearchBox } from 'react-instantsearch';

import { buttonClass } from '~/components/button.ts';
import { TIMINGS } from '~/components/constants.ts';

import { rememberSearchAtom, searchHistoryAtom } from '../state.client.ts';

/** Text search, sent 300 ms after typing stops (spec §9), with the last 5 searches to pick from. */
export function SearchBox() {
  const { query, refine } = useSearchBox();
  const [value, setValue] = useState(query);
  const history = useAtomValue(searchHistoryAtom);
  const remember = useSetAtom(rememberSearchAtom);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => setValue(query), [query]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (q: string, now = false) => {
    setValue(q);
    clearTimeout(timer.current);
    const go = () => {
      refine(q);
      remember(q);
    };
    if (now) go();
    else timer.current = setTimeout(go, TIMINGS.textSearch);
  };

  return (
    <form
      role="search"
      className="search-box"
      onSubmit={(e) => {
        e.preventDefault();
        send(value, true);
      }}
    >
      <label htmlFor="search-query">Search stock</label>
      <div className="search-row">
        <input
          id="search-query"
          type="search"
          list="search-history"
          placeholder="Make, model, badge, colour…"
          autoComplete="off"
          value={value}
          onChange={(e) => send(e.target.value)}
        />
        <button type="submit" className={buttonClass()}>
          Search
        </button>
      </div>
      <datalist id="search-history">
        {history.map((h) => (
          <option key={h} value={h} />
        ))}
      </datalist>
      {history.length > 0 && (
        <div className="recent">
          <span>Recent:</span>
          {history.map((h) => (
            <button type="button" key={h} className="chip" onClick={() => send(h, true)}>
              {h}
            </button>
          ))}
        </div>
      )}
    </form>
  );
}
