import type { BodyType } from '../../src/features/inventory/car.schema.ts';
import type { modelCategories } from '../../src/features/models/model.schema.ts';

type Category = (typeof modelCategories)[number];

export interface VehicleModel {
  name: string;
  body: BodyType;
  category: Category;
  /** New price range in AUD. */
  price: [number, number];
  badges: string[];
  series: string[];
  fuel: ('Petrol' | 'Diesel' | 'Hybrid' | 'Electric')[];
  trans: ('Automatic' | 'Manual')[];
  drive: string[];
  engine: number;
  cylinders: number;
  seats: number;
  doors: number;
  status?: 'coming_soon' | 'new';
}

const m = (name: string, body: BodyType, category: Category, price: [number, number], badges: string[], series: string[], fuel: VehicleModel['fuel'], o: Partial<VehicleModel> = {}): VehicleModel => ({
  name, body, category, price, badges, series, fuel, trans: ['Automatic'], drive: ['FWD'], engine: 2.0, cylinders: 4, seats: 5, doors: 4, ...o,
});

/** Realistic Australian-market makes and models (names are facts, specs approximate). */
export const makes: Record<string, VehicleModel[]> = {
  Toyota: [
    m('Corolla Hatch', 'hatch', 'Hatch & sedans', [30990, 39990], ['Ascent Sport', 'SX', 'ZR'], ['ZWE211R', 'MZEA12R'], ['Petrol', 'Hybrid']),
    m('Corolla Sedan', 'sedan', 'Hatch & sedans', [31990, 38990], ['Ascent Sport', 'SX', 'ZR'], ['ZWE211R'], ['Hybrid']),
    m('Camry', 'sedan', 'Hatch & sedans', [39990, 52990], ['Ascent', 'SL', 'SX'], ['AXVH71R', 'AXVH80R'], ['Hybrid']),
    m('Yaris', 'hatch', 'Hatch & sedans', [25990, 33990], ['Ascent Sport', 'SX', 'ZR'], ['MXPA10R', 'MXPH10R'], ['Petrol', 'Hybrid'], { engine: 1.5, cylinders: 3 }),
    m('Yaris Cross', 'suv', 'SUVs & 4WDs', [30990, 41990], ['GX', 'GXL', 'Urban'], ['MXPB10R', 'MXPJ10R'], ['Petrol', 'Hybrid'], { engine: 1.5, cylinders: 3 }),
    m('C-HR', 'suv', 'SUVs & 4WDs', [38990, 54990], ['GXL', 'Koba', 'GR Sport'], ['ZYX10R'], ['Hybrid']),
    m('Corolla Cross', 'suv', 'SUVs & 4WDs', [33990, 49990], ['GX', 'GXL', 'Atmos'], ['MXGA10R', 'MXGH10R'], ['Petrol', 'Hybrid']),
    m('RAV4', 'suv', 'SUVs & 4WDs', [38990, 58990], ['GX', 'GXL', 'XSE', 'Cruiser', 'Edge'], ['AXAH52R', 'AXAH54R'], ['Petrol', 'Hybrid'], { engine: 2.5, drive: ['FWD', 'AWD'] }),
    m('Kluger', 'suv', 'SUVs & 4WDs', [55990, 80990], ['GX', 'GXL', 'Grande'], ['AXUH78R'], ['Hybrid'], { engine: 2.5, seats: 7, drive: ['AWD'] }),
    m('LandCruiser Prado', 'suv', 'SUVs & 4WDs', [74990, 99990], ['GX', 'GXL', 'VX', 'Kakadu'], ['GDJ250R'], ['Diesel'], { engine: 2.8, seats: 7, drive: ['4x4'] }),
    m('LandCruiser 300', 'suv', 'SUVs & 4WDs', [99990, 149990], ['GX', 'GXL', 'VX', 'Sahara', 'GR Sport'], ['FJA300R'], ['Diesel'], { engine: 3.3, cylinders: 6, seats: 7, drive: ['4x4'] }),
    m('LandCruiser 70', 'ute', 'Utes & Vans', [75990, 89990], ['Workmate', 'GX', 'GXL'], ['GDJ79R'], ['Diesel'], { engine: 2.8, drive: ['4x4'], trans: ['Automatic', 'Manual'], seats: 2, doors: 2 }),
    m('HiLux', 'ute', 'Utes & Vans', [32990, 75990], ['Workmate', 'SR', 'SR5', 'Rogue', 'Rugged X'], ['GUN126R', 'GUN136R'], ['Diesel'], { engine: 2.8, drive: ['4x2', '4x4'], trans: ['Automatic', 'Manual'] }),
    m('Fortuner', 'suv', 'SUVs & 4WDs', [54990, 69990], ['GX', 'GXL', 'Crusade'], ['GUN156R'], ['Diesel'], { engine: 2.8, seats: 7, drive: ['4x4'] }),
    m('HiAce', 'van', 'Utes & Vans', [46990, 69990], ['LWB', 'SLWB', 'Commuter'], ['GDH300R'], ['Diesel'], { engine: 2.8, seats: 3, doors: 4 }),
    m('Granvia', 'peopleMover', 'Utes & Vans', [69990, 82990], ['Premium'], ['GDH303R'], ['Diesel'], { engine: 2.8, seats: 8 }),
    m('Coaster', 'bus', 'Utes & Vans', [149990, 179990], ['Standard', 'Deluxe'], ['XZB70R'], ['Diesel'], { engine: 4.0, seats: 22, doors: 2 }),
    m('GR86', 'coupe', 'GR & performance', [45990, 53990], ['GT', 'GTS'], ['ZN8R'], ['Petrol'], { engine: 2.4, trans: ['Automatic', 'Manual'], drive: ['RWD'], seats: 4, doors: 2 }),
    m('GR Yaris', 'hatch', 'GR & performance', [62990, 72990], ['Rallye'], ['GXPA16R'], ['Petrol'], { engine: 1.6, cylinders: 3, drive: ['AWD'], trans: ['Manual'] }),
    m('bZ4X', 'suv', 'Electrified', [66990, 77990], ['FWD', 'AWD'], ['XEAM10R'], ['Electric'], { engine: 0, cylinders: 0 }),
    m('Tundra', 'ute', 'Utes & Vans', [149990, 164990], ['Limited'], ['XK70'], ['Petrol'], { engine: 3.5, cylinders: 6, drive: ['4x4'] }),
    m('HiLux Champ', 'ute', 'Upcoming', [25990, 34990], ['Base'], ['TBA'], ['Petrol', 'Diesel'], { status: 'coming_soon', trans: ['Manual'] }),
  ],
  Mazda: [
    m('2', 'hatch', 'Hatch & sedans', [23990, 29990], ['Pure', 'Evolve', 'GT'], ['DJ'], ['Petrol'], { engine: 1.5 }),
    m('3', 'hatch', 'Hatch & sedans', [30990, 44990], ['G20 Pure', 'G20 Evolve', 'G25 GT', 'G25 Astina'], ['BP'], ['Petrol']),
    m('CX-3', 'suv', 'SUVs & 4WDs', [28990, 37990], ['Pure', 'Evolve', 'Touring'], ['DK'], ['Petrol']),
    m('CX-30', 'suv', 'SUVs & 4WDs', [33990, 49990], ['G20 Pure', 'G25 Touring', 'G25 Astina'], ['DM'], ['Petrol']),
    m('CX-5', 'suv', 'SUVs & 4WDs', [36990, 54990], ['Maxx', 'Maxx Sport', 'Touring', 'GT SP', 'Akera'], ['KF'], ['Petrol', 'Diesel'], { engine: 2.5, drive: ['FWD', 'AWD'] }),
    m('CX-60', 'suv', 'SUVs & 4WDs', [59990, 82990], ['Evolve', 'GT', 'Azami'], ['KH'], ['Petrol', 'Hybrid'], { engine: 3.3, cylinders: 6, drive: ['AWD'] }),
    m('BT-50', 'ute', 'Utes & Vans', [36990, 66990], ['XS', 'XT', 'XTR', 'GT', 'Thunder'], ['TF'], ['Diesel'], { engine: 3.0, drive: ['4x2', '4x4'] }),
    m('MX-5', 'convertible', 'GR & performance', [39990, 52990], ['Roadster', 'Roadster GT', 'RF GT'], ['ND'], ['Petrol'], { trans: ['Manual', 'Automatic'], drive: ['RWD'], seats: 2, doors: 2 }),
  ],
  Hyundai: [
    m('i30', 'hatch', 'Hatch & sedans', [26990, 39990], ['Active', 'Elite', 'N Line'], ['PD.V4', 'CN7.V1'], ['Petrol']),
    m('Kona', 'suv', 'SUVs & 4WDs', [33990, 52990], ['Base', 'N Line', 'Premium'], ['SX2.V1'], ['Petrol', 'Hybrid', 'Electric']),
    m('Tucson', 'suv', 'SUVs & 4WDs', [36990, 56990], ['Base', 'Elite', 'Highlander', 'N Line'], ['NX4.V2'], ['Petrol', 'Diesel', 'Hybrid'], { drive: ['FWD', 'AWD'] }),
    m('Santa Fe', 'suv', 'SUVs & 4WDs', [52990, 76990], ['Base', 'Elite', 'Calligraphy'], ['MX5.V1'], ['Petrol', 'Hybrid'], { seats: 7, drive: ['AWD'] }),
    m('Venue', 'suv', 'SUVs & 4WDs', [23990, 30990], ['Base', 'Active', 'Elite'], ['QX.V4'], ['Petrol'], { engine: 1.6 }),
    m('Ioniq 5', 'suv', 'Electrified', [69990, 84990], ['Dynamiq', 'Techniq', 'Epiq'], ['NE.V2'], ['Electric'], { engine: 0, cylinders: 0, drive: ['RWD', 'AWD'] }),
    m('Staria', 'peopleMover', 'Utes & Vans', [53990, 75990], ['Base', 'Elite', 'Highlander'], ['US4.V1'], ['Diesel', 'Petrol'], { seats: 8, engine: 2.2 }),
  ],
  Kia: [
    m('Picanto', 'hatch', 'Hatch & sedans', [17990, 22990], ['S', 'GT-Line'], ['JA PE2'], ['Petrol'], { engine: 1.2 }),
    m('Cerato', 'hatch', 'Hatch & sedans', [26990, 36990], ['S', 'Sport', 'Sport+', 'GT'], ['BD MY24'], ['Petrol']),
    m('Seltos', 'suv', 'SUVs & 4WDs', [30990, 43990], ['S', 'Sport', 'Sport+', 'GT-Line'], ['SP2 PE'], ['Petrol']),
    m('Sportage', 'suv', 'SUVs & 4WDs', [35990, 57990], ['S', 'SX', 'SX+', 'GT-Line'], ['NQ5 PE'], ['Petrol', 'Diesel', 'Hybrid'], { drive: ['FWD', 'AWD'] }),
    m('Sorento', 'suv', 'SUVs & 4WDs', [50990, 76990], ['S', 'Sport', 'GT-Line'], ['MQ4 PE'], ['Petrol', 'Diesel', 'Hybrid'], { seats: 7, drive: ['AWD'] }),
    m('Carnival', 'peopleMover', 'Utes & Vans', [53990, 79990], ['S', 'Sport', 'Sport+', 'GT-Line'], ['KA4 PE'], ['Petrol', 'Diesel', 'Hybrid'], { seats: 8 }),
    m('EV6', 'suv', 'Electrified', [72990, 99990], ['Air', 'GT-Line', 'GT'], ['CV MY24'], ['Electric'], { engine: 0, cylinders: 0 }),
    m('Tasman', 'ute', 'Upcoming', [45990, 75990], ['S', 'SX', 'X-Pro'], ['TK'], ['Diesel'], { status: 'coming_soon', drive: ['4x4'] }),
  ],
  Ford: [
    m('Ranger', 'ute', 'Utes & Vans', [38990, 89990], ['XL', 'XLS', 'XLT', 'Sport', 'Wildtrak', 'Raptor'], ['PY MY25'], ['Diesel'], { engine: 2.0, drive: ['4x2', '4x4'] }),
    m('Everest', 'suv', 'SUVs & 4WDs', [55990, 84990], ['Ambiente', 'Trend', 'Sport', 'Platinum'], ['UB MY25'], ['Diesel'], { seats: 7, drive: ['4x4'], engine: 3.0, cylinders: 6 }),
    m('Mustang', 'coupe', 'GR & performance', [65990, 85990], ['GT', 'Dark Horse'], ['S650'], ['Petrol'], { engine: 5.0, cylinders: 8, drive: ['RWD'], doors: 2, seats: 4 }),
    m('Puma', 'suv', 'SUVs & 4WDs', [31990, 39990], ['Base', 'ST-Line'], ['JK MY24'], ['Petrol'], { engine: 1.0, cylinders: 3 }),
    m('Transit Custom', 'van', 'Utes & Vans', [50990, 69990], ['Trend', 'Sport'], ['VO'], ['Diesel'], { seats: 3 }),
  ],
  Volkswagen: [
    m('Polo', 'hatch', 'Hatch & sedans', [27990, 39990], ['Life', 'Style', 'GTI'], ['AW MY24'], ['Petrol'], { engine: 1.0, cylinders: 3 }),
    m('Golf', 'hatch', 'Hatch & sedans', [38990, 64990], ['Life', 'R-Line', 'GTI', 'R'], ['8.5 MY25'], ['Petrol']),
    m('T-Roc', 'suv', 'SUVs & 4WDs', [39990, 62990], ['CityLife', 'R-Line', 'R'], ['A1 MY25'], ['Petrol']),
    m('Tiguan', 'suv', 'SUVs & 4WDs', [46990, 69990], ['Life', 'Elegance', 'R-Line'], ['CT MY25'], ['Petrol'], { drive: ['FWD', 'AWD'] }),
    m('Amarok', 'ute', 'Utes & Vans', [52990, 82990], ['Core', 'Life', 'Style', 'PanAmericana', 'Aventura'], ['NF MY25'], ['Diesel'], { drive: ['4x4'] }),
  ],
  Mitsubishi: [
    m('Triton', 'ute', 'Utes & Vans', [35990, 64990], ['GLX', 'GLX+', 'GLS', 'GSR'], ['MV MY25'], ['Diesel'], { engine: 2.4, drive: ['4x2', '4x4'] }),
    m('Outlander', 'suv', 'SUVs & 4WDs', [37990, 62990], ['ES', 'LS', 'Aspire', 'Exceed'], ['ZM MY25'], ['Petrol', 'Hybrid'], { seats: 7, engine: 2.5 }),
    m('ASX', 'suv', 'SUVs & 4WDs', [28990, 36990], ['GS', 'ES', 'LS', 'Exceed'], ['XD MY24'], ['Petrol']),
    m('Pajero Sport', 'suv', 'SUVs & 4WDs', [49990, 62990], ['GLX', 'GLS', 'Exceed'], ['QF MY24'], ['Diesel'], { seats: 7, drive: ['4x4'], engine: 2.4 }),
  ],
  Nissan: [
    m('Navara', 'ute', 'Utes & Vans', [34990, 69990], ['SL', 'ST', 'ST-X', 'PRO-4X'], ['D23 MY24'], ['Diesel'], { engine: 2.3, drive: ['4x2', '4x4'] }),
    m('X-Trail', 'suv', 'SUVs & 4WDs', [38990, 59990], ['ST', 'ST-L', 'Ti', 'Ti-L'], ['T33 MY25'], ['Petrol', 'Hybrid'], { engine: 2.5 }),
    m('Qashqai', 'suv', 'SUVs & 4WDs', [34990, 52990], ['ST', 'ST+', 'Ti', 'N-Design'], ['J12 MY25'], ['Petrol', 'Hybrid'], { engine: 1.3 }),
    m('Patrol', 'suv', 'SUVs & 4WDs', [89990, 99990], ['Ti', 'Ti-L', 'Warrior'], ['Y62 MY24'], ['Petrol'], { engine: 5.6, cylinders: 8, seats: 8, drive: ['4x4'] }),
  ],
  Subaru: [
    m('Forester', 'suv', 'SUVs & 4WDs', [38990, 53990], ['2.5i', '2.5i-L', '2.5i Sport', 'Hybrid S'], ['S6 MY25'], ['Petrol', 'Hybrid'], { engine: 2.5, drive: ['AWD'] }),
    m('Outback', 'wagon', 'SUVs & 4WDs', [44990, 59990], ['AWD', 'Sport', 'Touring', 'XT'], ['6GEN MY25'], ['Petrol'], { engine: 2.5, drive: ['AWD'] }),
    m('Crosstrek', 'suv', 'SUVs & 4WDs', [34990, 46990], ['2.0R', '2.0L', '2.0S', 'Hybrid S'], ['G6X MY25'], ['Petrol', 'Hybrid'], { drive: ['AWD'] }),
    m('WRX', 'sedan', 'GR & performance', [47990, 64990], ['Base', 'RS', 'tS'], ['VB MY25'], ['Petrol'], { engine: 2.4, drive: ['AWD'], trans: ['Manual', 'Automatic'] }),
  ],
  'Isuzu UTE': [
    m('D-Max', 'ute', 'Utes & Vans', [33990, 72990], ['SX', 'LS-M', 'LS-U', 'X-Terrain', 'Blade'], ['RG MY24'], ['Diesel'], { engine: 3.0, drive: ['4x2', '4x4'] }),
    m('MU-X', 'suv', 'SUVs & 4WDs', [48990, 69990], ['LS-M', 'LS-U', 'LS-T'], ['RJ MY24'], ['Diesel'], { engine: 3.0, seats: 7, drive: ['4x2', '4x4'] }),
  ],
  MG: [
    m('3', 'hatch', 'Hatch & sedans', [23990, 28990], ['Excite', 'Essence', 'Hybrid+'], ['SZP1'], ['Petrol', 'Hybrid'], { engine: 1.5 }),
    m('ZS', 'suv', 'SUVs & 4WDs', [25990, 34990], ['Vibe', 'Excite', 'Essence'], ['AZS1'], ['Petrol', 'Hybrid'], { engine: 1.5 }),
    m('HS', 'suv', 'SUVs & 4WDs', [33990, 48990], ['Vibe', 'Excite', 'Essence'], ['SAS23'], ['Petrol', 'Hybrid'], { engine: 1.5 }),
    m('4', 'hatch', 'Electrified', [39990, 49990], ['Excite 51', 'Essence 64'], ['EH32'], ['Electric'], { engine: 0, cylinders: 0, drive: ['RWD'] }),
  ],
  'Suzuki Australia': [
    m('Swift', 'hatch', 'Hatch & sedans', [22990, 30990], ['GL', 'GLX', 'Hybrid GLX'], ['AZG'], ['Petrol', 'Hybrid'], { engine: 1.2, cylinders: 3 }),
    m('Vitara', 'suv', 'SUVs & 4WDs', [30990, 39990], ['Base', 'Turbo', 'Turbo AllGrip'], ['LY Series II'], ['Petrol'], { engine: 1.4 }),
    m('Jimny', 'suv', 'SUVs & 4WDs', [34990, 39990], ['Lite', 'XL'], ['GJ'], ['Petrol'], { engine: 1.5, drive: ['4x4'], trans: ['Manual', 'Automatic'], doors: 3, seats: 4 }),
  ],
  'Mercedes Benz': [
    m('A-Class', 'hatch', 'Hatch & sedans', [59990, 79990], ['A200', 'A250', 'A35 AMG'], ['W177'], ['Petrol']),
    m('C-Class', 'sedan', 'Hatch & sedans', [79990, 119990], ['C200', 'C300', 'C43 AMG'], ['W206'], ['Petrol', 'Hybrid'], { drive: ['RWD', 'AWD'] }),
    m('GLC', 'suv', 'SUVs & 4WDs', [89990, 129990], ['GLC 300', 'GLC 43 AMG'], ['X254'], ['Petrol', 'Hybrid'], { drive: ['AWD'] }),
  ],
  Honda: [
    m('Civic', 'hatch', 'Hatch & sedans', [47990, 72990], ['VTi LX', 'e:HEV LX', 'Type R'], ['FL'], ['Petrol', 'Hybrid'], { engine: 1.5 }),
    m('HR-V', 'suv', 'SUVs & 4WDs', [36990, 49990], ['Vi X', 'e:HEV L'], ['RV'], ['Petrol', 'Hybrid'], { engine: 1.5 }),
    m('CR-V', 'suv', 'SUVs & 4WDs', [44990, 65990], ['VTi X', 'VTi L AWD', 'e:HEV RS'], ['RS'], ['Petrol', 'Hybrid'], { engine: 1.5, seats: 7 }),
  ],
  Tesla: [
    m('Model 3', 'sedan', 'Electrified', [54990, 84990], ['Rear-Wheel Drive', 'Long Range', 'Performance'], ['Highland'], ['Electric'], { engine: 0, cylinders: 0, drive: ['RWD', 'AWD'] }),
    m('Model Y', 'suv', 'Electrified', [58990, 87990], ['Rear-Wheel Drive', 'Long Range', 'Performance'], ['Juniper'], ['Electric'], { engine: 0, cylinders: 0, drive: ['RWD', 'AWD'] }),
  ],
  BYD: [
    m('Atto 3', 'suv', 'Electrified', [44990, 51990], ['Standard Range', 'Extended Range'], ['EU'], ['Electric'], { engine: 0, cylinders: 0 }),
    m('Seal', 'sedan', 'Electrified', [49990, 69990], ['Dynamic', 'Premium', 'Performance'], ['EA1'], ['Electric'], { engine: 0, cylinders: 0, drive: ['RWD', 'AWD'] }),
    m('Shark 6', 'ute', 'Electrified', [57990, 59990], ['Premium'], ['PHEV'], ['Hybrid'], { engine: 1.5, drive: ['4x4'] }),
  ],
};

export interface CaravanModel {
  name: string;
  body: BodyType;
  price: [number, number];
  badges: string[];
  length: [number, number];
  sleeps: number[];
  axle: string[];
}

/** Australian caravan makers and ranges. */
export const caravanMakes: Record<string, CaravanModel[]> = {
  Jayco: [
    { name: 'Journey', body: 'hardtop', price: [79990, 109990], badges: ['Outback', 'Couples', 'Family'], length: [6.1, 7.6], sleeps: [2, 4, 6], axle: ['Tandem'] },
    { name: 'Starcraft', body: 'softtop', price: [44990, 69990], badges: ['Standard', 'Outback'], length: [4.6, 5.8], sleeps: [2, 4, 6], axle: ['Single', 'Tandem'] },
    { name: 'Conquest', body: 'motorhome', price: [169990, 219990], badges: ['FA.25-3', 'DX.25-1'], length: [7.3, 7.9], sleeps: [2, 4], axle: ['Single'] },
  ],
  'Viscount Caravans': [
    { name: 'V2', body: 'hardtop', price: [59990, 79990], badges: ['Pop Top', 'Full Height'], length: [5.5, 6.7], sleeps: [2, 4], axle: ['Single', 'Tandem'] },
  ],
  Avan: [
    { name: 'Aspire', body: 'hardtop', price: [89990, 124990], badges: ['Couples', 'Family'], length: [6.4, 7.9], sleeps: [2, 4, 5], axle: ['Tandem'] },
    { name: 'Cruiseliner', body: 'softtop', price: [52990, 66990], badges: ['Standard'], length: [4.9, 5.6], sleeps: [2, 3], axle: ['Single'] },
  ],
  Coromal: [
    { name: 'Element', body: 'hardtop', price: [64990, 84990], badges: ['E561', 'E610', 'E642'], length: [5.6, 6.7], sleeps: [2, 4], axle: ['Tandem'] },
  ],
  'Lotus Caravans': [
    { name: 'Off Grid', body: 'hardtop', price: [119990, 159990], badges: ['Trooper', 'Freelander'], length: [6.4, 7.3], sleeps: [2, 4], axle: ['Tandem'] },
  ],
};
