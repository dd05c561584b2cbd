import { type ApiResult, postJson } from '~/components/post-json.client.ts';
import type { QuoteAnswer, QuoteRequest } from '~/services/lender/lender.ts';

import { FINANCE_MESSAGES } from './messages.ts';

/** Spec Calls quick quote; on any failure the spec's 'Failed to get YouX quick quote'. */
export const fetchQuote = (req: QuoteRequest) =>
  postJson<QuoteAnswer>('/api/youx/quote', req, {
    fallback: FINANCE_MESSAGES.quoteFailed,
    timeoutMs: 15_000,
  }).then((r): ApiResult<QuoteAnswer> =>
    r.ok ? r : { ...r, error: FINANCE_MESSAGES.quoteFailed },
  );
