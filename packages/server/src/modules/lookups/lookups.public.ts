// What other areas use of lookups (ARCHITECTURE.md, "Server areas and their public surfaces"): the regions, for
// checking that a state and a city belong to the country given and naming them for the console (kyc).
export { createRegionsRepository, type RegionsRepository } from './regions.repository.ts';
