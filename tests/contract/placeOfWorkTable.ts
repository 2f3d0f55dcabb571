/**
 * The specification's place-of-work table, written out here on its own (not read from the contract, which it checks):
 * travel from home, travel from the site, overnight, and the place-of-work code they make.
 */
export const PLACE_OF_WORK_TABLE: [fromHome: boolean, fromSite: boolean, overnight: boolean, code: number][] = [
  [true, false, false, 100],
  [false, true, false, 125],
  [true, true, false, 150],
  [false, true, true, 175],
  [false, false, true, 200],
  [true, false, true, 225],
  [true, true, true, 250],
  [false, false, false, 300],
];
