import { randomInt } from 'node:crypto';

export type Random = {
  /** An integer in [min, max]. */
  int: (min: number, max: number) => number;
  /** A number in [min, max). */
  float: (min: number, max: number) => number;
  pick: (choices: string) => string;
};

const FLOAT_STEPS = 2 ** 47;

/** Drawn from the CSPRNG: answers and hole positions must not be predictable. */
export const secureRandom: Random = {
  int: (min, max) => randomInt(min, max + 1),
  float: (min, max) => min + (randomInt(0, FLOAT_STEPS) / FLOAT_STEPS) * (max - min),
  pick: (choices) => choices[randomInt(0, choices.length)]!,
};
