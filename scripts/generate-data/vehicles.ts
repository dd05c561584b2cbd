import { byd } from './makes/byd.ts';
import { ford } from './makes/ford.ts';
import { honda } from './makes/honda.ts';
import { hyundai } from './makes/hyundai.ts';
import { isuzuUte } from './makes/isuzu-ute.ts';
import { kia } from './makes/kia.ts';
import { mazda } from './makes/mazda.ts';
import { mercedesBenz } from './makes/mercedes-benz.ts';
import { mg } from './makes/mg.ts';
import { mitsubishi } from './makes/mitsubishi.ts';
import { nissan } from './makes/nissan.ts';
import { subaru } from './makes/subaru.ts';
import { suzukiAustralia } from './makes/suzuki-australia.ts';
import { tesla } from './makes/tesla.ts';
import { toyota } from './makes/toyota.ts';
import { volkswagen } from './makes/volkswagen.ts';
import type { CaravanModel, VehicleModel } from './vehicle-model.ts';

/** Realistic Australian-market makes and models (names are facts, specs approximate). */
export const makes: Record<string, VehicleModel[]> = {
  Toyota: toyota,
  Mazda: mazda,
  Hyundai: hyundai,
  Kia: kia,
  Ford: ford,
  Volkswagen: volkswagen,
  Mitsubishi: mitsubishi,
  Nissan: nissan,
  Subaru: subaru,
  'Isuzu UTE': isuzuUte,
  MG: mg,
  'Suzuki Australia': suzukiAustralia,
  'Mercedes Benz': mercedesBenz,
  Honda: honda,
  Tesla: tesla,
  BYD: byd,
};

/**
 * The first model year of the series each model lists (its Australian launch of that generation,
 * approximate), so a used car is never older than its series: no 2017 Qashqai "J12".
 */
export const seriesSince: Record<string, number> = {
  'Toyota Corolla Hatch': 2018,
  'Toyota Corolla Sedan': 2019,
  'Toyota Camry': 2017,
  'Toyota Yaris': 2020,
  'Toyota Yaris Cross': 2020,
  'Toyota C-HR': 2017,
  'Toyota Corolla Cross': 2022,
  'Toyota RAV4': 2019,
  'Toyota Kluger': 2021,
  'Toyota LandCruiser Prado': 2024,
  'Toyota LandCruiser 300': 2021,
  'Toyota LandCruiser 70': 2013,
  'Toyota HiLux': 2015,
  'Toyota Fortuner': 2015,
  'Toyota HiAce': 2019,
  'Toyota Granvia': 2019,
  'Toyota Coaster': 2017,
  'Toyota GR86': 2022,
  'Toyota GR Yaris': 2020,
  'Toyota bZ4X': 2022,
  'Toyota Tundra': 2024,
  'Toyota HiLux Champ': 2025,
  'Mazda 2': 2014,
  'Mazda 3': 2019,
  'Mazda CX-3': 2015,
  'Mazda CX-30': 2019,
  'Mazda CX-5': 2017,
  'Mazda CX-60': 2022,
  'Mazda BT-50': 2020,
  'Mazda MX-5': 2015,
  'Hyundai i30': 2017,
  'Hyundai Kona': 2023,
  'Hyundai Tucson': 2021,
  'Hyundai Santa Fe': 2024,
  'Hyundai Venue': 2019,
  'Hyundai Ioniq 5': 2021,
  'Hyundai Staria': 2021,
  'Kia Picanto': 2017,
  'Kia Cerato': 2018,
  'Kia Seltos': 2020,
  'Kia Sportage': 2022,
  'Kia Sorento': 2020,
  'Kia Carnival': 2020,
  'Kia EV6': 2021,
  'Kia Tasman': 2025,
  'Ford Ranger': 2022,
  'Ford Everest': 2022,
  'Ford Mustang': 2024,
  'Ford Puma': 2020,
  'Ford Transit Custom': 2024,
  'Volkswagen Polo': 2018,
  'Volkswagen Golf': 2024,
  'Volkswagen T-Roc': 2020,
  'Volkswagen Tiguan': 2024,
  'Volkswagen Amarok': 2023,
  'Mitsubishi Triton': 2024,
  'Mitsubishi Outlander': 2022,
  'Mitsubishi ASX': 2020,
  'Mitsubishi Pajero Sport': 2016,
  'Nissan Navara': 2015,
  'Nissan X-Trail': 2022,
  'Nissan Qashqai': 2022,
  'Nissan Patrol': 2013,
  'Subaru Forester': 2025,
  'Subaru Outback': 2021,
  'Subaru Crosstrek': 2023,
  'Subaru WRX': 2022,
  'Isuzu UTE D-Max': 2020,
  'Isuzu UTE MU-X': 2021,
  'MG 3': 2018,
  'MG ZS': 2017,
  'MG HS': 2019,
  'MG 4': 2023,
  'Suzuki Australia Swift': 2017,
  'Suzuki Australia Vitara': 2019,
  'Suzuki Australia Jimny': 2018,
  'Mercedes Benz A-Class': 2018,
  'Mercedes Benz C-Class': 2021,
  'Mercedes Benz GLC': 2023,
  'Honda Civic': 2022,
  'Honda HR-V': 2022,
  'Honda CR-V': 2023,
  'Tesla Model 3': 2024,
  'Tesla Model Y': 2025,
  'BYD Atto 3': 2022,
  'BYD Seal': 2023,
  'BYD Shark 6': 2025,
};

/** Australian caravan makers and ranges. */
export const caravanMakes: Record<string, CaravanModel[]> = {
  Jayco: [
    {
      name: 'Journey',
      body: 'hardtop',
      price: [79990, 109990],
      badges: ['Outback', 'Couples', 'Family'],
      length: [6.1, 7.6],
      sleeps: [2, 4, 6],
      axle: ['Tandem'],
    },
    {
      name: 'Starcraft',
      body: 'softtop',
      price: [44990, 69990],
      badges: ['Standard', 'Outback'],
      length: [4.6, 5.8],
      sleeps: [2, 4, 6],
      axle: ['Single', 'Tandem'],
    },
    {
      name: 'Conquest',
      body: 'motorhome',
      price: [169990, 219990],
      badges: ['FA.25-3', 'DX.25-1'],
      length: [7.3, 7.9],
      sleeps: [2, 4],
      axle: ['Single'],
    },
  ],
  'Viscount Caravans': [
    {
      name: 'V2',
      body: 'hardtop',
      price: [59990, 79990],
      badges: ['Pop Top', 'Full Height'],
      length: [5.5, 6.7],
      sleeps: [2, 4],
      axle: ['Single', 'Tandem'],
    },
  ],
  Avan: [
    {
      name: 'Aspire',
      body: 'hardtop',
      price: [89990, 124990],
      badges: ['Couples', 'Family'],
      length: [6.4, 7.9],
      sleeps: [2, 4, 5],
      axle: ['Tandem'],
    },
    {
      name: 'Cruiseliner',
      body: 'softtop',
      price: [52990, 66990],
      badges: ['Standard'],
      length: [4.9, 5.6],
      sleeps: [2, 3],
      axle: ['Single'],
    },
  ],
  Coromal: [
    {
      name: 'Element',
      body: 'hardtop',
      price: [64990, 84990],
      badges: ['E561', 'E610', 'E642'],
      length: [5.6, 6.7],
      sleeps: [2, 4],
      axle: ['Tandem'],
    },
  ],
  'Lotus Caravans': [
    {
      name: 'Off Grid',
      body: 'hardtop',
      price: [119990, 159990],
      badges: ['Trooper', 'Freelander'],
      length: [6.4, 7.3],
      sleeps: [2, 4],
      axle: ['Tandem'],
    },
  ],
};
