import { shortDate } from '~/components/formats.ts';

import type { PricePoint } from './price-history.ts';
import { formatAud } from './pricing.ts';

/**
 * The car page's price-history chart, worked out on the server and drawn as SVG by
 * `car/page/PriceHistory.astro`: no chart library reaches the browser. A price holds until the
 * next change, so the line is a staircase: one step per price, in order, the last running to the
 * right edge (the price now). Steps are evenly spaced rather than to scale in time, so the chart
 * does not depend on the day it is built (a page is rebuilt only when its car changes);
 * the dates and prices are written under it, in words (`changes`).
 */
export interface PriceChart {
  width: number;
  height: number;
  /** The staircase, as an SVG path. */
  line: string;
  /** Price labels on the left: the highest and the lowest price. */
  ticks: { y: number; label: string }[];
  /** The whole history in one sentence (the chart's accessible name). */
  summary: string;
  /** Each price with the date it was set, oldest first: '3 Oct 2026: $45,990'. */
  changes: string[];
}

const PAD = { left: 64, right: 12, top: 12, bottom: 28 };

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * The chart of a car's prices (`priceHistory`), or null when there is nothing to chart: no price,
 * or a price that never changed. `timeZone` is the dealer's (dates as the dealer's calendar has them).
 */
export function priceChart(
  points: readonly PricePoint[],
  timeZone: string,
  size = { width: 320, height: 140 },
): PriceChart | null {
  if (points.length < 2) return null;
  const prices = points.map((p) => p.price);
  const high = Math.max(...prices);
  const low = Math.min(...prices);
  const innerW = size.width - PAD.left - PAD.right;
  const innerH = size.height - PAD.top - PAD.bottom;
  const x = (i: number) => round(PAD.left + (i * innerW) / points.length);
  const y = (p: number) =>
    round(PAD.top + (high === low ? innerH / 2 : ((high - p) / (high - low)) * innerH));

  let line = `M${x(0)} ${y(prices[0]!)}`;
  for (let i = 1; i < points.length; i++) line += ` H${x(i)} V${y(prices[i]!)}`;
  line += ` H${round(PAD.left + innerW)}`;

  const days = points.map((p) => shortDate(new Date(p.at), timeZone));
  const changes = points.map((p, i) => `${days[i]}: ${formatAud(p.price)}`);
  const moves = points.length - 1;
  return {
    ...size,
    line,
    ticks: [
      { y: y(high), label: formatAud(high) },
      ...(low !== high ? [{ y: y(low), label: formatAud(low) }] : []),
    ],
    summary: `Price history: listed at ${formatAud(prices[0]!)} on ${days[0]}, ${moves} price ${moves === 1 ? 'change' : 'changes'} since, now ${formatAud(prices[moves]!)}.`,
    changes,
  };
}
