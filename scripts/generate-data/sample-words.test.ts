import { describe, expect, it } from 'vitest';

import { customRank } from '~/features/search/record.ts';

import { all, bySlug, sites } from './sample-sites.ts';

describe('sample words and photos a buyer would believe', () => {
  const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean);

  it("each dealer's reviews are its own: no sentence twice, and no review at another dealer", () => {
    const owner = new Map<string, string>();
    for (const { config, data } of sites) {
      const said = data.reviews.reviews.flatMap((r) => sentences(r.text));
      expect(said.length, config.slug).toBeGreaterThan(40);
      expect(
        said.filter((t, i) => said.indexOf(t) !== i),
        config.slug,
      ).toEqual([]);
      for (const r of data.reviews.reviews) {
        expect(owner.get(r.text), `${config.slug}: ${r.text}`).toBeUndefined();
        owner.set(r.text, config.slug);
      }
    }
  });

  it('a review reads like its rating, and the dealer answers every low one and many happy ones', () => {
    const complaint =
      /took a while|call back|ring me back|not ready|disappoint|dropped|mistakes|longer than|nobody (warned|could|returned)|was rushed|did not have/i;
    for (const { config, data } of sites) {
      const list = data.reviews.reviews;
      for (const r of list) {
        if (r.rating === 5) expect(r.text, `${config.slug} 5 stars`).not.toMatch(complaint);
        if (r.rating <= 3) expect(r.text, `${config.slug} ${r.rating} stars`).toMatch(complaint);
        if (r.rating <= 3)
          expect(r.reply_text, `${config.slug}: a low rating answered`).toBeTruthy();
        if (r.reply_date) expect(r.reply_date >= r.review_date).toBe(true);
      }
      const happy = list.filter((r) => r.rating >= 4);
      expect(happy.filter((r) => r.reply_text).length, config.slug).toBeGreaterThan(
        happy.length / 4,
      );
    }
    // A caravan yard's customers talk about vans, not cars.
    const caravanYard = sites.find((s) => s.data.cars.every((c) => c.item_type === 'caravan'))!;
    expect(caravanYard.data.reviews.reviews.map((r) => r.text).join(' ')).not.toMatch(/\bcar\b/);
  });

  it('nearly every listed car carries comments that fit it; a sold one says SOLD first', () => {
    for (const { config, data } of sites) {
      const listed = data.listed;
      const none = listed.filter((c) => !c.dealercomments?.trim());
      // 'Dealer comments are pending…' stays for the few that have none.
      expect(none.length, config.slug).toBeGreaterThan(0);
      expect(none.length / listed.length, config.slug).toBeLessThan(0.08);
      for (const c of listed.filter((car) => car.dealercomments)) {
        const text = c.dealercomments!;
        if (c.status === 'sold') {
          expect(text, c.slug).toMatch(/^SOLD\. /);
          expect(text, c.slug).not.toMatch(/in stock now|ready for delivery|in our yard now/i);
        } else expect(text, c.slug).not.toMatch(/\bSOLD\b/);
        if (c.status === 'coming_soon') expect(text, c.slug).toMatch(/^Arriving soon/);
        // A comment names this car's own model, never another's.
        const models = new Set(data.cars.map((x) => x.model));
        for (const m of models)
          if (m !== c.model && m.length > 3 && !c.model.includes(m))
            expect(text, c.slug).not.toContain(` ${m} `);
      }
    }
  });

  it('no car wears a placeholder badge or series, and the default order leads with photos', () => {
    expect(all.filter((c) => /\bTBA\b/.test(`${c.badge} ${c.series}`)).map((c) => c.name)).toEqual(
      [],
    );
    for (const { config, data } of sites) {
      const first = [...data.listed]
        .sort(
          (a, b) =>
            customRank(b.status, b.images.length, Date.parse(b.created_at) / 1000) -
            customRank(a.status, a.images.length, Date.parse(a.created_at) / 1000),
        )
        .slice(0, 21);
      expect(
        first.filter((c) => !c.images.length).map((c) => c.slug),
        config.slug,
      ).toEqual([]);
    }
  });

  it('an SUV model is photographed as an SUV, not a sedan', () => {
    const toyota = bySlug('riverbend-toyota').data.cars;
    for (const model of ['bZ4X', 'RAV4', 'C-HR'])
      expect(
        toyota
          .filter((c) => c.model === model && c.images.length)
          .every((c) => /^\/images\/photos\/[a-z]+\/suv-/.test(c.images[0]!)),
        model,
      ).toBe(true);
  });

  it('a car agrees with itself: built before complied, leather seats in leather, no engine in an electric car', () => {
    const month = (d: string) => {
      const [m, y] = d.split('/');
      return Number(y) * 12 + Number(m);
    };
    const wrong = all.filter(
      (c) =>
        month(c.build_date!) > month(c.compliance_date!) ||
        (c.standardEquipment.includes('Leather seats') && /Cloth/.test(c.interior_colour ?? '')) ||
        (c.simple_fuel === 'Electric' &&
          (c.engine_size_litres != null || !/^1 Speed/.test(c.trans ?? ''))),
    );
    expect(wrong.map((c) => c.slug)).toEqual([]);
  });

  it("a new or demo car stands at its own make's showroom; a location's reviews add up to the dealer's", () => {
    for (const { config, data } of sites) {
      const byId = new Map(data.locations.map((l) => [l.id, l]));
      const astray = data.cars.filter((c) => {
        const at = byId.get(c.location_id!);
        return (
          c.car_type !== 'used' &&
          c.item_type === 'car' &&
          at !== undefined &&
          at.manufacturers.length > 0 &&
          !at.manufacturers.some((m) => m.toLowerCase() === c.make.toLowerCase())
        );
      });
      expect(
        astray.map((c) => `${c.slug} at ${byId.get(c.location_id!)!.name}`),
        config.slug,
      ).toEqual([]);
      const counted = data.locations.reduce((n, l) => n + (l.reviews?.count ?? 0), 0);
      expect(counted, config.slug).toBe(data.reviews.count);
    }
  });

  it('offers read as written: no two alike on a site, no doubled words or stops', () => {
    for (const { config, data } of sites) {
      const names = data.offers.map((o) => o.name);
      expect(new Set(names).size, config.slug).toBe(names.length);
      for (const o of data.offers) {
        expect(`${o.name} ${o.description}`, o.name).not.toMatch(
          /\.\.|\b(\w+) \1\b|Caravans Caravan/i,
        );
        // The old blurb pasted the offer's title into its sentence ('on selected MG3 Drive-away offer.').
        expect(o.description, o.name).not.toMatch(/selected [^.,]* offer\./i);
      }
    }
  });
});
