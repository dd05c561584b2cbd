/**
 * The one shared list of how buyers say what the stock data names. Each group is a set of
 * phrasings that mean the same; a group applies to a dealer only where one of its phrasings (or a
 * data value it is grouped with) names something in that dealer's stock, so nothing here adds a
 * word a dealer's data does not back. Phrasings are compared with spaces, hyphens and case
 * ignored ('tow bar' = 'towbar' = 'Tow-Bar').
 */

/** Facets a phrase's words can name, in the order a word is tried against them. */
export const WORD_FACETS = [
  'car_type',
  'make',
  'model',
  'body',
  'fuel',
  'transmission',
  'drive',
  'colour',
  'city',
  'location_name',
  'filtered_features',
  'badge',
] as const;
export type WordFacet = (typeof WORD_FACETS)[number];

/**
 * Groups of phrasings that mean the same. A stock value joins a group when it reads as one of the
 * group's phrasings (a model family's first word counts: 'landcruiser' for 'LandCruiser 300'), and
 * then every phrasing in the group names it.
 */
export const SYNONYMS: Record<WordFacet, string[][]> = {
  car_type: [
    ['new', 'brand new'],
    ['used', 'second hand', 'secondhand', 'pre owned', 'preowned', 'pre loved', 'preloved'],
    ['demo', 'demos', 'ex demo', 'demonstrator'],
  ],
  make: [
    ['Mercedes-Benz', 'merc', 'mercedes', 'benz', 'mercs'],
    ['Volkswagen', 'vw', 'volkswagon', 'vdub'],
    ['Mitsubishi', 'mitsi', 'mitsu'],
    ['Subaru', 'subie', 'scooby'],
    ['Chevrolet', 'chev', 'chevy'],
    ['Land Rover', 'landy'],
    ['Lotus Caravans', 'lotus'],
  ],
  model: [
    ['landcruiser', 'land cruiser', 'cruiser'],
    ['landcruiser 300', 'lc300', '300 series'],
    ['landcruiser 70', 'lc70', '70 series', 'troopy', 'troop carrier'],
    ['landcruiser prado', 'prado'],
    ['hiace', 'hi ace'],
    ['model 3', 'tesla 3'],
    ['model y', 'tesla y'],
    ['off road', 'offroad', 'off grid', 'all terrain'],
  ],
  body: [
    ['suv', 'suvs', 'crossover', 'crossovers'],
    ['ute', 'utes', 'pickup', 'pick up', 'dual cab', 'tray back'],
    ['hatch', 'hatches', 'hatchback', 'hatchbacks'],
    ['sedan', 'sedans', 'saloon'],
    ['wagon', 'wagons', 'station wagon', 'estate'],
    ['peopleMover', 'people mover', 'people movers', 'peoplemover', 'mpv', 'minivan'],
    ['van', 'vans'],
    ['coupe', 'coupes'],
    ['convertible', 'convertibles', 'cabriolet', 'cabrio', 'drop top'],
    ['bus', 'buses', 'minibus'],
    ['hardtop', 'hard top', 'full height'],
    ['softtop', 'soft top', 'pop top', 'poptop', 'camper trailer'],
    ['motorhome', 'motorhomes', 'motor home', 'campervan', 'camper van', 'rv'],
    ['cabChassis', 'cab chassis'],
  ],
  fuel: [
    ['Diesel', 'diesel', 'diesels', 'turbo diesel', 'td'],
    ['Petrol', 'petrol', 'unleaded', 'ulp'],
    ['Hybrid', 'hybrid', 'hybrids', 'hev', 'phev', 'plug in hybrid'],
    ['Electric', 'electric', 'ev', 'evs', 'bev', 'battery electric', 'electric car'],
  ],
  transmission: [
    ['Manual', 'manual', 'manuals', 'stick', 'stick shift', 'man'],
    ['Automatic', 'automatic', 'automatics', 'auto', 'autos', 'cvt', 'dct'],
  ],
  drive: [
    ['4x4', '4x4', '4wd', '4 wheel drive', 'four wheel drive', '4by4'],
    ['AWD', 'awd', 'all wheel drive'],
    ['FWD', 'fwd', 'front wheel drive'],
    ['RWD', 'rwd', 'rear wheel drive'],
    ['4x2', '4x2', '2wd', 'two wheel drive'],
  ],
  /** Colour families: a family's words name every stock colour with one of them in its name. */
  colour: [
    ['white', 'white', 'whites'],
    ['black', 'black', 'blacks'],
    ['silver', 'silver'],
    ['grey', 'grey', 'gray', 'graphite', 'charcoal', 'gunmetal'],
    ['red', 'red', 'reds', 'maroon', 'burgundy'],
    ['blue', 'blue', 'navy'],
    ['green', 'green', 'eucalyptus', 'olive', 'khaki'],
    ['bronze', 'bronze', 'brown', 'copper'],
    ['orange', 'orange'],
    ['yellow', 'yellow'],
    ['gold', 'gold'],
    ['beige', 'beige'],
  ],
  city: [],
  location_name: [],
  filtered_features: [
    ['Tow bar', 'towbar', 'tow bar', 'tow hitch', 'towball', 'tow ball'],
    ['Apple CarPlay', 'carplay', 'car play', 'apple car play'],
    ['Android Auto', 'android'],
    ['Sat nav', 'satnav', 'sat nav', 'navigation', 'gps', 'nav'],
    ['Reversing camera', 'reverse camera', 'reversing cam', 'backup camera', 'rear camera'],
    ['360-degree camera', '360 camera', '360 degree camera', 'surround camera'],
    ['Heated front seats', 'heated seats', 'seat heaters'],
    ['Leather seats', 'leather', 'leather interior'],
    ['Sunroof', 'sunroof', 'sun roof', 'moonroof', 'panoramic roof'],
    ['Adaptive cruise control', 'adaptive cruise', 'radar cruise'],
    ['Blind spot monitor', 'blind spot', 'blind spot monitoring', 'bsm'],
    ['Lane keep assist', 'lane keep', 'lane assist', 'lane keeping'],
    ['Keyless entry', 'keyless', 'smart key'],
    ['Push button start', 'push start', 'button start'],
    ['Roof racks', 'roof rack', 'roofracks'],
    ['Alloy wheels', 'alloys', 'alloy', 'mags'],
    ['LED headlights', 'led lights', 'led headlight'],
    ['Tinted windows', 'tint', 'tinted', 'window tint', 'tints'],
    ['Wireless phone charger', 'wireless charging', 'wireless charger'],
    ['Power tailgate', 'electric tailgate', 'power boot'],
    ['Dual-zone climate control', 'dual zone', 'climate control'],
    ['Autonomous emergency braking', 'aeb', 'auto emergency braking'],
    ['Rear cross traffic alert', 'rcta', 'rear cross traffic'],
    ['Ensuite', 'ensuite', 'en suite', 'shower and toilet', 'toilet'],
    ['Solar panels', 'solar', 'solar panel'],
    ['Lithium battery', 'lithium', 'lithium batteries'],
    ['Washing machine', 'washer'],
    ['Air conditioning', 'aircon', 'air con', 'air conditioner'],
    ['Gas hot water', 'hot water'],
    ['Annexe', 'annex'],
  ],
  badge: [],
};

/** Words a buyer adds that name no filter and would only narrow a text match to nothing. */
export const FILLER = new Set(
  (
    'a an the with and or in at near for from of to on by i im want wanted looking look need ' +
    'needs find show me some any please that has have having got is it my our us something ' +
    'like just good nice great one under below over above less more ' +
    'than around about km kms price priced budget max min only also plus can get buy series ' +
    'dollars dollar bucks rego registered stock number'
  ).split(' '),
);

/** How buyers name what a dealer sells, by its noun (dealer file `inventory.noun`). */
export const NOUN_SLANG: Record<string, string[]> = {
  car: ['vehicle', 'vehicles', 'motor'],
  caravan: ['van', 'vans', 'rig'],
  motorhome: ['camper', 'campers'],
};

/** Sort phrasings, by the dealer-file sort option value they name. */
export const SORT_WORDS: Record<string, string[]> = {
  'price:asc': ['cheapest', 'cheap', 'lowest price', 'least expensive', 'cheapest first'],
  'price:desc': ['most expensive', 'dearest', 'priciest'],
  'year:desc': ['newest', 'latest', 'most recent', 'youngest', 'newest first'],
  'km:asc': [
    'lowest km',
    'lowest kms',
    'least km',
    'least kms',
    'fewest km',
    'fewest kms',
    'lowest kilometres',
    'lowest mileage',
  ],
  'reduced_at:desc': ['recently reduced', 'price drop', 'price drops', 'reduced'],
};

/** Number words buyers spell out ('seven seater', 'sleeps four'). */
export const NUMBER_WORDS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
};
