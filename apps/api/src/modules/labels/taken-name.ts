import { invalidField } from '../members/index.js';

const UNIQUE_VIOLATION = '23505';

function violates(error: unknown, index: string): boolean {
  const e = error as { code?: string; constraint?: string; message?: string } | null;
  return (
    e?.code === UNIQUE_VIOLATION &&
    (e.constraint === index || (e.message?.includes(`"${index}"`) ?? false))
  );
}

/**
 * A write that answers "taken" on `labelName` when the unique index on the merchant's label
 * names refuses it. The index decides, not a look-up first, so two operators saving the same
 * name at once cannot both succeed; the write's transaction has rolled back by then.
 */
export function refusingTakenName<Args extends unknown[], Result>(
  index: string,
  write: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return async (...args) => {
    try {
      return await write(...args);
    } catch (error) {
      if (violates(error, index)) {
        throw invalidField('labelName', 'taken', 'another label already has this name');
      }
      throw error;
    }
  };
}
