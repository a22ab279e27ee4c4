import type { Faker, LocaleDefinition } from '@faker-js/faker';
import { faker as englishFaker } from '@faker-js/faker/locale/en';

/**
 * The seeded faker of the simulator, apart from seed.ts: the areas that draw their own data
 * (wallet/wallet-state.ts, games/game-catalogue.ts) need it, and seed.ts imports those areas, so it
 * lives below them, in seeded/, which imports nothing else of the engine (docs/decisions/toolkit.md
 * ENG-CYCLES).
 */

// The package root loads every locale (~170 ms per import in Node, paid by each test file); the
// English entry loads one. Its instance's class and definitions build a fresh Faker per world.
const FakerClass = englishFaker.constructor as new (options: { locale: LocaleDefinition }) => Faker;
const english: LocaleDefinition = englishFaker.rawDefinitions;

export const createFaker = (seed: number): Faker => {
  const faker = new FakerClass({ locale: english });
  faker.seed(seed);
  return faker;
};
