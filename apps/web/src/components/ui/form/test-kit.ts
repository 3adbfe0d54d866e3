import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * For tests: what a form's resolver makes of `values`: the values it would send, or the
 * problem under each field at fault.
 */
export async function resolveForm<I extends FieldValues, O>(
  resolver: Resolver<I, unknown, O>,
  values: I,
): Promise<{ values: O | null; problems: Record<string, string | undefined> }> {
  const result = await resolver(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const problems = Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [field, error?.message as string]),
  );
  return { values: Object.keys(problems).length ? null : (result.values as O), problems };
}
