import type { Asked } from './parse.ts';
import type { AskVocabulary } from './vocabulary.ts';

/** The dealer's phrase vocabulary, written by the build (pages/search-ask.json.ts). */
export const ASK_VOCABULARY_URL = '/search-ask.json';

export type PhraseReader = (phrase: string) => Asked;

let reader: Promise<PhraseReader> | undefined;

/**
 * The phrase reader, loaded the first time a buyer types: the parser's code and the dealer's
 * words, fetched together. Until it is here (or if it cannot load, offline) the box searches the
 * words as text, as it always has; a failed load is tried again on the next keystroke.
 */
export function loadPhraseReader(): Promise<PhraseReader> {
  reader ??= Promise.all([
    import('./parse.ts'),
    fetch(ASK_VOCABULARY_URL).then((r) => {
      if (!r.ok) throw new Error(`${ASK_VOCABULARY_URL} answered ${r.status}`);
      return r.json() as Promise<AskVocabulary>;
    }),
  ]).then(
    ([{ buildLexicon, parseAsk }, vocab]) => {
      const lexicon = buildLexicon(vocab);
      return (phrase: string) => parseAsk(phrase, vocab, new Date(), lexicon);
    },
    (error: unknown) => {
      reader = undefined;
      throw error;
    },
  );
  return reader;
}
