/** (No zod here: the models page's script and the menu import it in the browser.) */
/** Spec Screens models dropdown categories, in menu order. */
export const modelCategories = [
  'Cars',
  'Hatch & sedans',
  'SUVs & 4WDs',
  'Utes & Vans',
  'GR & performance',
  'Electrified',
  'Upcoming',
  'Discontinued',
] as const;
