import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useInstantSearch, useSearchBox } from 'react-instantsearch';

import { buttonClass } from '~/components/button.ts';
import { TIMINGS } from '~/components/constants.ts';

import { type Applied, applyAsked, type AskableState, asksForMore } from '../ask/apply.ts';
import { loadPhraseReader, type PhraseReader } from '../ask/ask.client.ts';
import type { Asked } from '../ask/parse.ts';
import { rememberSearchAtom, searchHistoryAtom } from '../state.client.ts';

/**
 * Text search, sent 300 ms after typing stops (spec Constants), with the last 5 searches to pick from.
 * A phrase ("white suv under 30k low km") becomes the search's own filters, shown as chips, with
 * the words left over as the text: the reader loads when the buyer starts typing.
 */
export function SearchBox({
  indexName,
  example,
  onAsk,
}: {
  indexName: string;
  /** A phrase this dealer's stock answers, shown as the box's hint. */
  example: string;
  /** Applies the state a phrase asks for (the island mounts the filters it needs first). */
  onAsk: (state: AskableState, asked: Asked | null) => void;
}) {
  const { query, refine } = useSearchBox();
  const { indexUiState } = useInstantSearch();
  const [value, setValue] = useState(query);
  const history = useAtomValue(searchHistoryAtom);
  const remember = useSetAtom(rememberSearchAtom);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const input = useRef<HTMLInputElement>(null);
  const reader = useRef<PhraseReader | null>(null);
  const applied = useRef<Applied | null>(null);
  const latest = useRef<AskableState>(indexUiState);
  latest.current = indexUiState;
  // While the buyer types, the box keeps their words; the text query may be only what is left.
  useEffect(() => {
    if (document.activeElement !== input.current) setValue(query);
  }, [query]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const load = () => loadPhraseReader().then((r) => (reader.current = r));
  const sent = useRef(0);

  const send = (q: string, now = false) => {
    setValue(q);
    load().catch(() => {});
    clearTimeout(timer.current);
    const turn = ++sent.current;
    const apply = (read: PhraseReader | null) => {
      // A newer keystroke has taken over.
      if (turn !== sent.current) return;
      const asked = read?.(q) ?? null;
      if (asked && (asksForMore(asked) || applied.current)) {
        const next = applyAsked(latest.current, asked, applied.current, indexName);
        applied.current = asksForMore(asked) ? next.applied : null;
        onAsk(next.state, asksForMore(asked) ? asked : null);
      } else refine(q);
      remember(q);
      // Sent: what became chips leaves the box (they are the buyer's filters now, which the next
      // phrase adds to); the words searched as text stay.
      if (now && asked && asksForMore(asked)) {
        setValue(asked.query);
        applied.current = null;
      }
    };
    // The reader is usually here by the time typing pauses; if not, the search waits for it
    // rather than searching the phrase as text, and searches it as text if it cannot load.
    const go = () => {
      if (reader.current) apply(reader.current);
      else void load().then(apply, () => apply(null));
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
          ref={input}
          id="search-query"
          type="search"
          list="search-history"
          placeholder={`e.g. ${example}`}
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
