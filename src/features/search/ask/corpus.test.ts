/**
 * Phrases as buyers type them (lower case, no punctuation, typos, Australian usage), each with the
 * filters, leftover words and sort the search box should make of it on one of the five sample
 * dealers. At least 95% must come out exactly; the test prints the rate and every miss.
 */
import { describe, expect, it } from 'vitest';

import { loadSite } from '~/catalogue/load.server.ts';
import { loadDealerConfig } from '~/config/load.server.ts';
import { weeklyBudgetPrice } from '~/features/home/shortcuts.ts';

import { buildSearchRecords } from '../records.server.ts';
import { type AskRange, buildLexicon, parseAsk } from './parse.ts';
import { askVocabulary } from './vocabulary.ts';

const NOW = new Date('2026-12-01T09:00:00+10:00');

const WHITE = ['Frozen White', 'Glacier White', 'Snowflake White Pearl'];
const BLACK = ['Aurora Black Pearl', 'Eclipse Black', 'Jet Black'];
const SILVER = ['Moondust Silver', 'Silver Pearl', 'Sonic Silver'];
const GREY = ['Carbon Grey', 'Graphite', 'Machine Grey'];
const RED = ['Feverish Red', 'Race Red', 'Soul Red Crystal'];
const BLUE = ['Deep Crystal Blue', 'Lunar Blue', 'Saturn Blue'];
const GREEN = ['Army Green', 'Cypress Green', 'Eucalyptus'];
const BRONZE = ['Copper Bronze', 'Oxide Bronze'];
const LANDCRUISERS = ['LandCruiser 300', 'LandCruiser 70', 'LandCruiser Prado'];

type Expected = {
  q?: string;
  sort?: string;
  [facet: string]: string[] | AskRange | string | undefined;
};
type Case = [phrase: string, expected: Expected];

const toyota = (...model: string[]) => ({ make: ['Toyota'], model });
const car = (make: string, ...model: string[]) => ({ make: [make], model });

const CORPUS: Record<string, Case[]> = {
  'riverbend-toyota': [
    [
      'white suv under 30k low km',
      { colour: WHITE, body: ['suv'], price: { max: 30000 }, km: { max: 50000 } },
    ],
    ['landcruiser', toyota(...LANDCRUISERS)],
    ['land cruiser 300', toyota('LandCruiser 300')],
    ['landcrusier prado', toyota('LandCruiser Prado')],
    ['troopy', toyota('LandCruiser 70')],
    ['300 series diesel', { ...toyota('LandCruiser 300'), fuel: ['Diesel'] }],
    ['hilux', toyota('HiLux')],
    ['hilux sr5', { ...toyota('HiLux'), badge: ['SR5'] }],
    ['hilux champ', toyota('HiLux Champ')],
    ['kluger hybrid', { ...toyota('Kluger'), fuel: ['Hybrid'] }],
    ['corolla hatch', toyota('Corolla Hatch')],
    ['corolla', toyota('Corolla Cross', 'Corolla Hatch', 'Corolla Sedan')],
    ['corrolla sedan', toyota('Corolla Sedan')],
    ['rav4 hybrid awd', { ...toyota('RAV4'), fuel: ['Hybrid'], drive: ['AWD'] }],
    ['yaris cross', toyota('Yaris Cross')],
    ['gr yaris', toyota('GR Yaris')],
    ['gr86 manual', { ...toyota('GR86'), transmission: ['Manual'] }],
    ['camry under 40k', { ...toyota('Camry'), price: { max: 40000 } }],
    ['toyta camery', toyota('Camry')],
    [
      'prado diesel 2020 or newer',
      { ...toyota('LandCruiser Prado'), fuel: ['Diesel'], year: { min: 2020 } },
    ],
    ['hiace van', { ...toyota('HiAce'), body: ['van'] }],
    ['hi ace', toyota('HiAce')],
    ['coaster bus', { ...toyota('Coaster'), body: ['bus'] }],
    ['tesla model y', car('Tesla', 'Model Y')],
    ['model 3 under 50k', { ...car('Tesla', 'Model 3'), price: { max: 50000 } }],
    ['merc c class', car('Mercedes-Benz', 'C-Class')],
    ['vw golf', car('Volkswagen', 'Golf')],
    ['mazda 3', car('Mazda', 'Mazda3')],
    ['mazda3 auto', { ...car('Mazda', 'Mazda3'), transmission: ['Automatic'] }],
    ['mitsi triton', car('Mitsubishi', 'Triton')],
    ['suburu outback', car('Subaru', 'Outback')],
    ['ute', { body: ['ute'] }],
    ['dual cab ute 4x4 diesel', { body: ['ute'], drive: ['4x4'], fuel: ['Diesel'] }],
    ['4wd', { drive: ['4x4'] }],
    ['people mover', { body: ['peopleMover'] }],
    ['7 seater', { seats: { min: 7 } }],
    ['eight seats', { seats: { min: 8 } }],
    ['hatch under 25 grand', { body: ['hatch'], price: { max: 25000 } }],
    ['around 40k', { price: { min: 36000, max: 44000 } }],
    ['between 30k and 45k', { price: { min: 30000, max: 45000 } }],
    ['$20,000-30,000', { price: { min: 20000, max: 30000 } }],
    ['20-30k sedan', { body: ['sedan'], price: { min: 20000, max: 30000 } }],
    ['under 50,000 km', { km: { max: 50000 } }],
    ['less than 20000kms', { km: { max: 20000 } }],
    ['over 100k km cheap', { km: { min: 100000 }, sort: 'price:asc' }],
    ['2020 or newer', { year: { min: 2020 } }],
    ['less than 3 years old', { year: { min: 2023 } }],
    ['2018-2021', { year: { min: 2018, max: 2021 } }],
    ['newer than 2019', { year: { min: 2020 } }],
    ['before 2015', { year: { max: 2014 } }],
    ['electric', { fuel: ['Electric'] }],
    ['ev under 60k', { fuel: ['Electric'], price: { max: 60000 } }],
    ['petrol auto', { fuel: ['Petrol'], transmission: ['Automatic'] }],
    ['red', { colour: RED }],
    ['grey ute', { body: ['ute'], colour: GREY }],
    ['glacier white', { colour: ['Glacier White'] }],
    [
      'silver hatch with reversing camera',
      { body: ['hatch'], colour: SILVER, filtered_features: ['Reversing camera'] },
    ],
    ['towbar and roof racks', { filtered_features: ['Tow bar', 'Roof racks'] }],
    ['apple carplay', { filtered_features: ['Apple CarPlay'] }],
    [
      'sat nav leather heated seats',
      { filtered_features: ['Sat nav', 'Leather seats', 'Heated front seats'] },
    ],
    ['sunroof', { q: 'sunroof' }],
    ['new', { car_type: ['new'] }],
    ['demo rav4', { car_type: ['demo'], ...toyota('RAV4') }],
    ['second hand toyota', { car_type: ['used'], make: ['Toyota'] }],
    ['used cars at parramatta', { car_type: ['used'], city: ['Parramatta'] }],
    ['cheapest hilux', { ...toyota('HiLux'), sort: 'price:asc' }],
    ['newest', { sort: 'year:desc' }],
    ['lowest kms used suv', { car_type: ['used'], body: ['suv'], sort: 'km:asc' }],
    ['recently reduced', { sort: 'reduced_at:desc' }],
    ['tow 3.5 tonne', { towing_kg: { min: 3500 } }],
    ['towing capacity 3500kg ute', { body: ['ute'], towing_kg: { min: 3500 } }],
    ['under $300 a week', { price: { max: 70557 } }],
    ['family wagon', { body: ['wagon'], q: 'family' }],
    ['toyota', { make: ['Toyota'] }],
    [
      'toyota hilux sr5 4x4 under 50k',
      { ...toyota('HiLux'), badge: ['SR5'], drive: ['4x4'], price: { max: 50000 } },
    ],
    ['i want a white rav4', { ...toyota('RAV4'), colour: WHITE }],
    [
      'landcruiser under 100k less than 50000km',
      { ...toyota(...LANDCRUISERS), price: { max: 100000 }, km: { max: 50000 } },
    ],
    ['hybrid camry 2022', { ...toyota('Camry'), fuel: ['Hybrid'], year: { min: 2022, max: 2022 } }],
    ['ute with rego', { body: ['ute'] }],
    ['kluger grande', { ...toyota('Kluger'), badge: ['Grande'] }],
    ['c-hr', toyota('C-HR')],
    ['bz4x', toyota('bZ4X')],
  ],
  'southern-cross-motor-group': [
    ['ford ranger', car('Ford', 'Ranger')],
    ['ranger wildtrak', { ...car('Ford', 'Ranger'), badge: ['Wildtrak'] }],
    ['ranger raptor', { ...car('Ford', 'Ranger'), badge: ['Raptor'] }],
    ['everest 7 seater', { ...car('Ford', 'Everest'), seats: { min: 7 } }],
    ['mustang convertible', { ...car('Ford', 'Mustang'), body: ['convertible'] }],
    ['transit van', { ...car('Ford', 'Transit Custom'), body: ['van'] }],
    ['kia carnival', car('Kia', 'Carnival')],
    ['carnival people mover', { ...car('Kia', 'Carnival'), body: ['peopleMover'] }],
    ['sportage hybrid', { ...car('Kia', 'Sportage'), fuel: ['Hybrid'] }],
    ['kia seltos gt line', { ...car('Kia', 'Seltos'), badge: ['GT-Line'] }],
    ['cerato hatch', { ...car('Kia', 'Cerato'), body: ['hatch'] }],
    ['ev6', car('Kia', 'EV6')],
    ['hyundai i30 n line', { ...car('Hyundai', 'i30'), badge: ['N Line'] }],
    ['hyundia tucson', car('Hyundai', 'Tucson')],
    ['santa fe', car('Hyundai', 'Santa Fe')],
    ['ioniq 5', car('Hyundai', 'Ioniq 5')],
    ['kona electric', { ...car('Hyundai', 'Kona'), fuel: ['Electric'] }],
    ['staria 8 seater', { ...car('Hyundai', 'Staria'), seats: { min: 8 } }],
    ['mazda cx5', car('Mazda', 'CX-5')],
    ['cx-5 akera', { ...car('Mazda', 'CX-5'), badge: ['Akera'] }],
    ['cx 30', car('Mazda', 'CX-30')],
    ['mazada cx3', car('Mazda', 'CX-3')],
    ['mx5 convertible', { ...car('Mazda', 'MX-5'), body: ['convertible'] }],
    ['bt 50 dual cab', { ...car('Mazda', 'BT-50'), body: ['ute'] }],
    ['mazda 2 manual', { ...car('Mazda', 'Mazda2'), transmission: ['Manual'] }],
    ['at ringwood', { city: ['Ringwood'] }],
    ['suv in dandenong', { body: ['suv'], city: ['Dandenong'] }],
    ['used cars geelong', { car_type: ['used'], city: ['Geelong'] }],
    ['southern cross kia dandenong', { location_name: ['Southern Cross Kia Dandenong'] }],
    ['new ford at geelong', { car_type: ['new'], make: ['Ford'], city: ['Geelong'] }],
    ['demo kia', { car_type: ['demo'], make: ['Kia'] }],
    ['ex demo suv', { car_type: ['demo'], body: ['suv'] }],
    ['brand new hatch', { car_type: ['new'], body: ['hatch'] }],
    ['pre owned mazda', { car_type: ['used'], make: ['Mazda'] }],
    ['white hatch', { body: ['hatch'], colour: WHITE }],
    ['blue suv under 35k', { body: ['suv'], colour: BLUE, price: { max: 35000 } }],
    ['soul red crystal cx-5', { ...car('Mazda', 'CX-5'), colour: ['Soul Red Crystal'] }],
    ['gray ute', { body: ['ute'], colour: GREY }],
    ['green', { colour: GREEN }],
    ['bronze suv', { body: ['suv'], colour: BRONZE }],
    [
      'black suv with 360 camera',
      { body: ['suv'], colour: BLACK, filtered_features: ['360-degree camera'] },
    ],
    [
      'suv with adaptive cruise and blind spot',
      { body: ['suv'], filtered_features: ['Adaptive cruise control', 'Blind spot monitor'] },
    ],
    ['wireless charging', { filtered_features: ['Wireless phone charger'] }],
    ['keyless entry push start', { filtered_features: ['Keyless entry', 'Push button start'] }],
    ['android auto', { filtered_features: ['Android Auto'] }],
    ['power tailgate', { filtered_features: ['Power tailgate'] }],
    ['awd suv under 40000', { drive: ['AWD'], body: ['suv'], price: { max: 40000 } }],
    ['rear wheel drive coupe', { drive: ['RWD'], body: ['coupe'] }],
    ['front wheel drive', { drive: ['FWD'] }],
    ['2wd ute', { drive: ['4x2'], body: ['ute'] }],
    ['hybrid under 45k', { fuel: ['Hybrid'], price: { max: 45000 } }],
    [
      'diesel 4x4 ute tow 3500kg',
      { body: ['ute'], fuel: ['Diesel'], drive: ['4x4'], towing_kg: { min: 3500 } },
    ],
    ['petrol manual hatch', { body: ['hatch'], fuel: ['Petrol'], transmission: ['Manual'] }],
    ['under 30k', { price: { max: 30000 } }],
    ['max 25k', { price: { max: 25000 } }],
    ['over $50,000', { price: { min: 50000 } }],
    ['about 35 grand', { price: { min: 31500, max: 38500 } }],
    ['15k to 25k', { price: { min: 15000, max: 25000 } }],
    ['under 30000 kms', { km: { max: 30000 } }],
    ['low kms', { km: { max: 50000 } }],
    ['2022', { year: { min: 2022, max: 2022 } }],
    ['2021 onwards', { year: { min: 2021 } }],
    ['under 5 years old', { year: { min: 2021 } }],
    ['2019 or older', { year: { max: 2019 } }],
    ['most expensive', { sort: 'price:desc' }],
    ['cheapest ev', { fuel: ['Electric'], sort: 'price:asc' }],
    ['latest mazda', { make: ['Mazda'], sort: 'year:desc' }],
    ['under $150 per week', { price: { max: 34075 } }],
    [
      'kia sportage gt-line under 45k',
      { ...car('Kia', 'Sportage'), badge: ['GT-Line'], price: { max: 45000 } },
    ],
    [
      'ford ranger xlt 4x4 diesel',
      { ...car('Ford', 'Ranger'), badge: ['XLT'], drive: ['4x4'], fuel: ['Diesel'] },
    ],
    ['tuscon', car('Hyundai', 'Tucson')],
    ['mazda cx-5 or cx-30', car('Mazda', 'CX-5', 'CX-30')],
    ['used ford ranger with rego', { car_type: ['used'], ...car('Ford', 'Ranger') }],
    ['ioniq 5 with low kms', { ...car('Hyundai', 'Ioniq 5'), km: { max: 50000 } }],
  ],
  'value-auto-supermarket': [
    ['cheap ute', { body: ['ute'], sort: 'price:asc' }],
    [
      'white suv under 30k low km',
      { colour: WHITE, body: ['suv'], price: { max: 30000 }, km: { max: 50000 } },
    ],
    ['isuzu mux', car('Isuzu', 'MU-X')],
    ['mu-x 7 seater', { ...car('Isuzu', 'MU-X'), seats: { min: 7 } }],
    ['dmax 4x4', { ...car('Isuzu', 'D-Max'), drive: ['4x4'] }],
    ['d max ls-u', { ...car('Isuzu', 'D-Max'), badge: ['LS-U'] }],
    ['suzuki jimny', car('Suzuki', 'Jimny')],
    ['swift manual', { ...car('Suzuki', 'Swift'), transmission: ['Manual'] }],
    ['vitara', car('Suzuki', 'Vitara')],
    ['tesla model 3 long range', { ...car('Tesla', 'Model 3'), badge: ['Long Range'] }],
    ['model y performance', { ...car('Tesla', 'Model Y'), badge: ['Performance'] }],
    ['merc glc', car('Mercedes-Benz', 'GLC')],
    ['mercedes a class', car('Mercedes-Benz', 'A-Class')],
    ['benz c43 amg', { make: ['Mercedes-Benz'], badge: ['C43 AMG'] }],
    ['byd seal', car('BYD', 'Seal')],
    ['atto 3', car('BYD', 'Atto 3')],
    ['byd shark 6', car('BYD', 'Shark 6')],
    ['honda hrv', car('Honda', 'HR-V')],
    ['civic type r', { ...car('Honda', 'Civic'), badge: ['Type R'] }],
    ['crv', car('Honda', 'CR-V')],
    ['mg zs', car('MG', 'ZS')],
    ['mg hs', car('MG', 'HS')],
    ['vw polo gti', { ...car('Volkswagen', 'Polo'), badge: ['GTI'] }],
    ['volkswagon amarok', car('Volkswagen', 'Amarok')],
    ['tiguan r-line', { ...car('Volkswagen', 'Tiguan'), badge: ['R-Line'] }],
    ['subie wrx', car('Subaru', 'WRX')],
    ['forester', car('Subaru', 'Forester')],
    ['crosstrek hybrid', { ...car('Subaru', 'Crosstrek'), fuel: ['Hybrid'] }],
    ['nissan patrol', car('Nissan', 'Patrol')],
    ['navara pro-4x', { ...car('Nissan', 'Navara'), badge: ['PRO-4X'] }],
    ['xtrail', car('Nissan', 'X-Trail')],
    ['qashqai', car('Nissan', 'Qashqai')],
    ['pajero sport', car('Mitsubishi', 'Pajero Sport')],
    ['pajero', car('Mitsubishi', 'Pajero Sport')],
    ['outlander phev', { ...car('Mitsubishi', 'Outlander'), fuel: ['Hybrid'] }],
    ['mitsubishi asx', car('Mitsubishi', 'ASX')],
    ['ford puma', car('Ford', 'Puma')],
    ['ranger xlt', { ...car('Ford', 'Ranger'), badge: ['XLT'] }],
    ['mustang dark horse', { ...car('Ford', 'Mustang'), badge: ['Dark Horse'] }],
    ['prado', toyota('LandCruiser Prado')],
    ['landcruiser 70 series', toyota('LandCruiser 70')],
    ['used cars at eagle farm', { car_type: ['used'], city: ['Eagle Farm'] }],
    ['suv springwood', { body: ['suv'], city: ['Springwood'] }],
    ['value auto springwood', { location_name: ['Value Auto Springwood'] }],
    ['used', { car_type: ['used'] }],
    ['under 20k', { price: { max: 20000 } }],
    ['under 15,000 dollars', { price: { max: 15000 } }],
    ['$10k-$20k hatch', { body: ['hatch'], price: { min: 10000, max: 20000 } }],
    ['around $25000', { price: { min: 22500, max: 27500 } }],
    ['budget 12k', { price: { max: 12000 } }],
    ['first car under 10k', { price: { max: 10000 }, q: 'first' }],
    ['less than 100,000km', { km: { max: 100000 } }],
    ['under 80k kms sedan', { body: ['sedan'], km: { max: 80000 } }],
    ['low kilometres hatch', { body: ['hatch'], km: { max: 50000 } }],
    ['2015 to 2018', { year: { min: 2015, max: 2018 } }],
    ['after 2020', { year: { min: 2021 } }],
    ['2017+', { year: { min: 2017 } }],
    ['no more than 4 years old', { year: { min: 2022 } }],
    ['older than 2012', { year: { max: 2011 } }],
    ['lowest km', { sort: 'km:asc' }],
    ['cheapest first', { sort: 'price:asc' }],
    ['price drop', { sort: 'reduced_at:desc' }],
    ['silver sedan', { body: ['sedan'], colour: SILVER }],
    ['black ute with tow bar', { body: ['ute'], colour: BLACK, filtered_features: ['Tow bar'] }],
    ['leather seats and sat nav', { filtered_features: ['Leather seats', 'Sat nav'] }],
    ['reversing camera', { filtered_features: ['Reversing camera'] }],
    ['tinted windows', { filtered_features: ['Tinted windows'] }],
    ['alloys', { filtered_features: ['Alloy wheels'] }],
    ['auto', { transmission: ['Automatic'] }],
    ['diesel automatic', { fuel: ['Diesel'], transmission: ['Automatic'] }],
    ['evs', { fuel: ['Electric'] }],
    ['awd wagon', { drive: ['AWD'], body: ['wagon'] }],
    ['four wheel drive', { drive: ['4x4'] }],
    ['4x4 diesel under 40k', { drive: ['4x4'], fuel: ['Diesel'], price: { max: 40000 } }],
    ['people movers', { body: ['peopleMover'] }],
    ['coupe', { body: ['coupe'] }],
    ['convertable', { body: ['convertible'] }],
    ['under $300 a week', { price: { max: 68150 } }],
    ['$200 pw', { price: { max: 45434 } }],
    ['cheapest 7 seater', { seats: { min: 7 }, sort: 'price:asc' }],
    [
      'ute under 20k with towbar',
      { body: ['ute'], price: { max: 20000 }, filtered_features: ['Tow bar'] },
    ],
    ['hilux or ranger', { make: ['Toyota', 'Ford'], model: ['HiLux', 'Ranger'] }],
    ['jimmy', car('Suzuki', 'Jimny')],
    ['telsa', { make: ['Tesla'] }],
    ['red mazda under 15k', { make: ['Mazda'], colour: RED, price: { max: 15000 } }],
  ],
  'driveaway-finance': [
    ['mg4', car('MG', 'MG4')],
    ['mg 4 excite 51', { ...car('MG', 'MG4'), badge: ['Excite 51'] }],
    ['mg3 hybrid', { ...car('MG', 'MG3'), fuel: ['Hybrid'] }],
    ['mg zs ev', { ...car('MG', 'ZS'), fuel: ['Electric'] }],
    ['mg hs essence', { ...car('MG', 'HS'), badge: ['Essence'] }],
    ['byd atto3', car('BYD', 'Atto 3')],
    ['seal performance', { ...car('BYD', 'Seal'), badge: ['Performance'] }],
    ['shark 6 ute', { ...car('BYD', 'Shark 6'), body: ['ute'] }],
    ['byd', { make: ['BYD'] }],
    ['electric suv', { fuel: ['Electric'], body: ['suv'] }],
    ['ev under 40k', { fuel: ['Electric'], price: { max: 40000 } }],
    ['cheapest electric car', { fuel: ['Electric'], sort: 'price:asc' }],
    ['hybrid suv', { fuel: ['Hybrid'], body: ['suv'] }],
    ['new mg', { car_type: ['new'], make: ['MG'] }],
    ['used suv', { car_type: ['used'], body: ['suv'] }],
    ['demo', { car_type: ['demo'] }],
    ['under $300 a week', { subscription_price: { max: 300 } }],
    ['less than $200 per week', { subscription_price: { max: 200 } }],
    ['150 pw', { subscription_price: { max: 150 } }],
    ['$250/wk hatch', { body: ['hatch'], subscription_price: { max: 250 } }],
    ['under 35k', { price: { max: 35000 } }],
    ['30-40k', { price: { min: 30000, max: 40000 } }],
    ['over 50k', { price: { min: 50000 } }],
    ['white', { colour: WHITE }],
    ['red hatch', { body: ['hatch'], colour: RED }],
    ['grey mg4', { ...car('MG', 'MG4'), colour: GREY }],
    ['black seal', { ...car('BYD', 'Seal'), colour: BLACK }],
    ['blue ev', { fuel: ['Electric'], colour: BLUE }],
    ['hatch with carplay', { body: ['hatch'], filtered_features: ['Apple CarPlay'] }],
    ['360 camera', { filtered_features: ['360-degree camera'] }],
    ['lane keep assist', { filtered_features: ['Lane keep assist'] }],
    ['aeb', { filtered_features: ['Autonomous emergency braking'] }],
    ['climate control', { filtered_features: ['Dual-zone climate control'] }],
    ['rwd', { drive: ['RWD'] }],
    ['awd electric', { drive: ['AWD'], fuel: ['Electric'] }],
    ['at osborne park', { city: ['Osborne Park'] }],
    ['2024', { year: { min: 2024, max: 2024 } }],
    ['2023 or newer', { year: { min: 2023 } }],
    ['less than 2 years old', { year: { min: 2024 } }],
    ['under 10000 km', { km: { max: 10000 } }],
    ['low km suv', { body: ['suv'], km: { max: 50000 } }],
    ['newest first', { sort: 'year:desc' }],
    ['tesla model y', car('Tesla', 'Model Y')],
    ['tesla 3', car('Tesla', 'Model 3')],
    ['hyundai kona', car('Hyundai', 'Kona')],
    ['ioniq5', car('Hyundai', 'Ioniq 5')],
    ['toyota yaris', car('Toyota', 'Yaris')],
    ['golf gti', { ...car('Volkswagen', 'Golf'), badge: ['GTI'] }],
    ['honda civic type r', { ...car('Honda', 'Civic'), badge: ['Type R'] }],
    ['subaru forester', car('Subaru', 'Forester')],
    ['mazda cx 60', car('Mazda', 'CX-60')],
    ['nissan xtrail', car('Nissan', 'X-Trail')],
    ['petrol', { fuel: ['Petrol'] }],
    ['diesel ute', { fuel: ['Diesel'], body: ['ute'] }],
    ['manual', { transmission: ['Manual'] }],
    ['5 seater suv', { body: ['suv'], seats: { min: 5 } }],
    ['sedan', { body: ['sedan'] }],
    ['hatchback', { body: ['hatch'] }],
    ['mg zs under 25k', { ...car('MG', 'ZS'), price: { max: 25000 } }],
    ['byd seal under $300 a week', { ...car('BYD', 'Seal'), subscription_price: { max: 300 } }],
    ['electric car under 300 a week', { fuel: ['Electric'], subscription_price: { max: 300 } }],
    ['mg4 or atto 3', { make: ['MG', 'BYD'], model: ['MG4', 'Atto 3'] }],
    ['byd sealion', { make: ['BYD'], q: 'sealion' }],
    ['a cheap hybrid', { fuel: ['Hybrid'], sort: 'price:asc' }],
  ],
  'outback-caravans': [
    ['sleeps 4', { sleeps: { min: 4 } }],
    ['sleeps four', { sleeps: { min: 4 } }],
    ['6 berth', { sleeps: { min: 6 } }],
    ['family van sleeps 5', { badge: ['Family'], sleeps: { min: 5 } }],
    ['couples van', { badge: ['Couples'] }],
    ['off road', { ...car('Lotus Caravans', 'Off Grid') }],
    ['off-road van', { ...car('Lotus Caravans', 'Off Grid') }],
    [
      'offroad caravan with ensuite',
      { ...car('Lotus Caravans', 'Off Grid'), filtered_features: ['Ensuite'] },
    ],
    ['under 2,500 kg atm', { atm_kg: { max: 2500 } }],
    ['atm under 3000kg', { atm_kg: { max: 3000 } }],
    ['under 2.5 tonne atm', { atm_kg: { max: 2500 } }],
    ['jayco', { make: ['Jayco'] }],
    ['jayco journey outback', { ...car('Jayco', 'Journey'), badge: ['Outback'] }],
    ['jayco starcraft', car('Jayco', 'Starcraft')],
    ['avan aspire', car('Avan', 'Aspire')],
    ['viscount v2', car('Viscount', 'V2')],
    ['coromal element', car('Coromal', 'Element')],
    ['lotus off grid trooper', { ...car('Lotus Caravans', 'Off Grid'), badge: ['Trooper'] }],
    ['lotus freelander', { make: ['Lotus Caravans'], badge: ['Freelander'] }],
    ['cruiseliner', car('Avan', 'Cruiseliner')],
    ['conquest', car('Jayco', 'Conquest')],
    ['pop top', { body: ['softtop'] }],
    ['poptop under 40k', { body: ['softtop'], price: { max: 40000 } }],
    ['hardtop', { body: ['hardtop'] }],
    ['full height van with solar', { body: ['hardtop'], filtered_features: ['Solar panels'] }],
    ['motorhome', { body: ['motorhome'] }],
    ['campervan', { body: ['motorhome'] }],
    ['new caravans', { car_type: ['new'] }],
    ['used vans', { car_type: ['used'] }],
    ['second hand pop top', { car_type: ['used'], body: ['softtop'] }],
    ['with ensuite', { filtered_features: ['Ensuite'] }],
    ['shower and toilet', { filtered_features: ['Ensuite'] }],
    ['solar and lithium', { filtered_features: ['Solar panels', 'Lithium battery'] }],
    ['lithium batteries', { filtered_features: ['Lithium battery'] }],
    ['washing machine', { filtered_features: ['Washing machine'] }],
    ['aircon', { filtered_features: ['Air conditioning'] }],
    ['air con and diesel heater', { filtered_features: ['Air conditioning', 'Diesel heater'] }],
    ['awning and annex', { filtered_features: ['Awning', 'Annexe'] }],
    ['outdoor kitchen', { filtered_features: ['Outdoor kitchen'] }],
    ['hot water', { filtered_features: ['Gas hot water'] }],
    ['under 50k', { price: { max: 50000 } }],
    ['under $60,000', { price: { max: 60000 } }],
    ['40-60k', { price: { min: 40000, max: 60000 } }],
    ['around 70 grand', { price: { min: 63000, max: 77000 } }],
    ['over 100k', { price: { min: 100000 } }],
    ['2020 or newer', { year: { min: 2020 } }],
    ['less than 5 years old', { year: { min: 2021 } }],
    ['2015-2019', { year: { min: 2015, max: 2019 } }],
    ['cheapest', { sort: 'price:asc' }],
    ['newest', { sort: 'year:desc' }],
    ['white', { colour: WHITE }],
    ['single axle', { q: 'single axle' }],
    ['tandem axle', { q: 'tandem axle' }],
    [
      'sleeps 4 under 2500kg atm with ensuite',
      { filtered_features: ['Ensuite'], sleeps: { min: 4 }, atm_kg: { max: 2500 } },
    ],
    ['family caravan sleeps 6 bunks', { badge: ['Family'], sleeps: { min: 6 }, q: 'bunks' }],
    ['couples pop top under 50k', { body: ['softtop'], badge: ['Couples'], price: { max: 50000 } }],
    ['jayco under $300 a week', { make: ['Jayco'], price: { max: 70557 } }],
    ['at gepps cross', { city: ['Gepps Cross'] }],
    [
      'off road van sleeps 4 solar',
      {
        ...car('Lotus Caravans', 'Off Grid'),
        filtered_features: ['Solar panels'],
        sleeps: { min: 4 },
      },
    ],
    ['viscount sleeps two', { make: ['Viscount'], sleeps: { min: 2 } }],
    ['lotus off grid', car('Lotus Caravans', 'Off Grid')],
    [
      'caravan under 3000kg atm sleeps 4 with aircon',
      { atm_kg: { max: 3000 }, sleeps: { min: 4 }, filtered_features: ['Air conditioning'] },
    ],
    ['jayco pop top', { make: ['Jayco'], body: ['softtop'] }],
    [
      'tandem axle caravan with ensuite under 80k',
      { filtered_features: ['Ensuite'], price: { max: 80000 }, q: 'tandem axle' },
    ],
    ['viscount couples', { make: ['Viscount'], badge: ['Couples'] }],
  ],
};

/** Written blind from the stock data and the rules, by someone who had not seen the reader. */
const BLIND: Record<string, Case[]> = {
  'riverbend-toyota': [
    ['hilux', { make: ['Toyota'], model: ['HiLux'] }],
    [
      'used landcruiser 300 low kms',
      { car_type: ['used'], make: ['Toyota'], model: ['LandCruiser 300'], km: { max: 50000 } },
    ],
    [
      'prado vx ex demo',
      { make: ['Toyota'], model: ['LandCruiser Prado'], badge: ['VX'], car_type: ['demo'] },
    ],
    [
      'corrolla under 25k for my daughter',
      {
        make: ['Toyota'],
        model: ['Corolla Cross', 'Corolla Hatch', 'Corolla Sedan'],
        price: { max: 25000 },
        q: 'daughter',
      },
    ],
    ['7 seater hybrid suv', { seats: { min: 7 }, fuel: ['Hybrid'], body: ['suv'] }],
    [
      'rav4 awd hybrid red',
      {
        make: ['Toyota'],
        model: ['RAV4'],
        drive: ['AWD'],
        fuel: ['Hybrid'],
        colour: ['Feverish Red', 'Race Red', 'Soul Red Crystal'],
      },
    ],
    [
      'brand new hilux rogue',
      { car_type: ['new'], make: ['Toyota'], model: ['HiLux'], badge: ['Rogue'] },
    ],
    [
      'landcruiser tow 3.5 tonne',
      {
        make: ['Toyota'],
        model: ['LandCruiser 300', 'LandCruiser 70', 'LandCruiser Prado'],
        towing_kg: { min: 3500 },
      },
    ],
    ['cheapest bz4x', { make: ['Toyota'], model: ['bZ4X'], sort: 'price:asc' }],
    ['22 seater bus', { seats: { min: 22 }, body: ['bus'] }],
    ['gr86 manual', { make: ['Toyota'], model: ['GR86'], transmission: ['Manual'] }],
    [
      'kluger grande 2025',
      { make: ['Toyota'], model: ['Kluger'], badge: ['Grande'], year: { min: 2025, max: 2025 } },
    ],
  ],
  'southern-cross-motor-group': [
    [
      'ford ranger 4x4 geelong',
      { make: ['Ford'], model: ['Ranger'], drive: ['4x4'], city: ['Geelong'] },
    ],
    ['ranger raptor', { make: ['Ford'], model: ['Ranger'], badge: ['Raptor'] }],
    [
      'mazda 3 auto under 30k',
      { make: ['Mazda'], model: ['Mazda3'], transmission: ['Automatic'], price: { max: 30000 } },
    ],
    ['sorento diesel', { make: ['Kia'], model: ['Sorento'], fuel: ['Diesel'] }],
    ['ioniq 5 over 50k', { make: ['Hyundai'], model: ['Ioniq 5'], price: { min: 50000 } }],
    [
      'electric car under 50k ringwood',
      { fuel: ['Electric'], price: { max: 50000 }, city: ['Ringwood'] },
    ],
    ['hyundia tucson hybrid', { make: ['Hyundai'], model: ['Tucson'], fuel: ['Hybrid'] }],
    ['8 seater people mover', { seats: { min: 8 }, body: ['peopleMover'] }],
    ['mx5 convertible', { make: ['Mazda'], model: ['MX-5'], body: ['convertible'] }],
    [
      'cx5 with sat nav and heated seats',
      { make: ['Mazda'], model: ['CX-5'], filtered_features: ['Sat nav', 'Heated front seats'] },
    ],
    [
      'newest sportage in grey',
      {
        make: ['Kia'],
        model: ['Sportage'],
        colour: ['Carbon Grey', 'Graphite', 'Machine Grey'],
        sort: 'year:desc',
      },
    ],
    [
      'cx-30 southern cross mazda ringwood',
      { make: ['Mazda'], model: ['CX-30'], location_name: ['Southern Cross Mazda Ringwood'] },
    ],
  ],
  'value-auto-supermarket': [
    ['cheap ute', { body: ['ute'], sort: 'price:asc' }],
    ['merc c class', { make: ['Mercedes-Benz'], model: ['C-Class'] }],
    ['vw golf gti', { make: ['Volkswagen'], model: ['Golf'], badge: ['GTI'] }],
    ['first car under 10k', { price: { max: 10000 }, q: 'first' }],
    ['telsa model 3 long range', { make: ['Tesla'], model: ['Model 3'], badge: ['Long Range'] }],
    [
      'isuzu mux 7 seater 2020 or newer',
      { make: ['Isuzu'], model: ['MU-X'], seats: { min: 7 }, year: { min: 2020 } },
    ],
    [
      'around 20k auto hatch springwood',
      {
        price: { min: 18000, max: 22000 },
        transmission: ['Automatic'],
        body: ['hatch'],
        city: ['Springwood'],
      },
    ],
    [
      'pre-owned forester awd',
      { car_type: ['used'], make: ['Subaru'], model: ['Forester'], drive: ['AWD'] },
    ],
    [
      'diesel 4x4 ute with towbar under 80,000 km',
      {
        fuel: ['Diesel'],
        drive: ['4x4'],
        body: ['ute'],
        filtered_features: ['Tow bar'],
        km: { max: 80000 },
      },
    ],
    [
      'jet black suv less than 5 years old',
      { colour: ['Jet Black'], body: ['suv'], year: { min: 2021 } },
    ],
    ['value auto eagle farm', { location_name: ['Value Auto Eagle Farm'] }],
    ['lowest km cx-5', { make: ['Mazda'], model: ['CX-5'], sort: 'km:asc' }],
  ],
  'driveaway-finance': [
    ['mg4', { make: ['MG'], model: ['MG4'] }],
    ['byd seal performance', { make: ['BYD'], model: ['Seal'], badge: ['Performance'] }],
    ['shark 6 ute', { make: ['BYD'], model: ['Shark 6'], body: ['ute'] }],
    ['mg zs hybrid', { make: ['MG'], model: ['ZS'], fuel: ['Hybrid'] }],
    ['electric suv under 40k', { fuel: ['Electric'], body: ['suv'], price: { max: 40000 } }],
    ['atto 3 extended range', { make: ['BYD'], model: ['Atto 3'], badge: ['Extended Range'] }],
    [
      'mg3 in red',
      { make: ['MG'], model: ['MG3'], colour: ['Feverish Red', 'Race Red', 'Soul Red Crystal'] },
    ],
    ['bad credit', { q: 'bad credit' }],
    ['recently reduced mg hs', { make: ['MG'], model: ['HS'], sort: 'reduced_at:desc' }],
    ['new byd osborne park', { car_type: ['new'], make: ['BYD'], city: ['Osborne Park'] }],
    [
      'green suv about 30 grand',
      {
        colour: ['Army Green', 'Cypress Green', 'Eucalyptus'],
        body: ['suv'],
        price: { min: 27000, max: 33000 },
      },
    ],
    ['less than 3 years old mg ev', { year: { min: 2023 }, make: ['MG'], fuel: ['Electric'] }],
  ],
  'outback-caravans': [
    ['jayco', { make: ['Jayco'] }],
    ['off grid sleeps 4', { make: ['Lotus Caravans'], model: ['Off Grid'], sleeps: { min: 4 } }],
    ['family van with bunks', { badge: ['Family'], q: 'bunks' }],
    ['pop top 20-30k', { price: { min: 20000, max: 30000 }, body: ['softtop'] }],
    ['jayco conquest motorhome', { make: ['Jayco'], model: ['Conquest'], body: ['motorhome'] }],
    ['couples van under 3000kg atm', { badge: ['Couples'], atm_kg: { max: 3000 } }],
    ['used avan before 2015', { car_type: ['used'], make: ['Avan'], year: { max: 2014 } }],
    [
      'viscount newer than 2019 solar panels',
      { make: ['Viscount'], year: { min: 2020 }, filtered_features: ['Solar panels'] },
    ],
    ['6 berth', { sleeps: { min: 6 } }],
    ['most expensive caravan', { sort: 'price:desc' }],
    [
      '2018 coromal element',
      { year: { min: 2018, max: 2018 }, make: ['Coromal'], model: ['Element'] },
    ],
    [
      'hardtop with diesel heater around 60k',
      {
        body: ['hardtop'],
        filtered_features: ['Diesel heater'],
        price: { min: 54000, max: 66000 },
      },
    ],
  ],
};

const sorted = (filters: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(filters)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => [k, Array.isArray(v) ? [...v].sort() : v]),
  );

function vocabularyOf(slug: string) {
  const config = loadDealerConfig(slug);
  const records = buildSearchRecords(config, loadSite(config));
  return askVocabulary(records, config, weeklyBudgetPrice(config));
}

describe('phrases as buyers type them', () => {
  it('has at least 300 phrasings across the five sample dealers', () => {
    expect(Object.keys(CORPUS)).toHaveLength(5);
    expect(Object.keys(BLIND)).toEqual(Object.keys(CORPUS));
    expect(Object.values(CORPUS).flat().length).toBeGreaterThanOrEqual(300);
    expect(Object.values(BLIND).flat().length).toBe(60);
  });

  it('reads at least 95% of them exactly', () => {
    const misses: string[] = [];
    let total = 0;
    for (const slug of Object.keys(CORPUS)) {
      const cases = [...CORPUS[slug]!, ...(BLIND[slug] ?? [])];
      const vocab = vocabularyOf(slug);
      const lexicon = buildLexicon(vocab);
      for (const [phrase, { q = '', sort = '', ...filters }] of cases) {
        total++;
        const got = parseAsk(phrase, vocab, NOW, lexicon);
        const want = { filters: sorted(filters), query: q, sortBy: sort };
        const read = { filters: sorted(got.filters), query: got.query, sortBy: got.sortBy };
        if (JSON.stringify(read) !== JSON.stringify(want))
          misses.push(
            `${slug}: "${phrase}"\n  want ${JSON.stringify(want)}\n  got  ${JSON.stringify(read)}`,
          );
      }
    }
    const rate = (total - misses.length) / total;
    console.info(
      `Search phrases read exactly: ${total - misses.length} of ${total} (${(rate * 100).toFixed(1)}%)` +
        (misses.length ? `\n${misses.join('\n')}` : ''),
    );
    expect(rate).toBeGreaterThanOrEqual(0.95);
  });
});
