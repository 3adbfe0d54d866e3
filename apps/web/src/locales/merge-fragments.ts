type Tree = { [key: string]: string | Tree };

/**
 * Deep-merges a language's fragment files into one tree. Two fragments giving the same
 * text key is a mistake that would silently hide one of them, so it throws.
 */
export function mergeFragments<T extends Record<string, object>>(
  fragments: T,
): UnionToIntersection<T[keyof T]> {
  const merged: Tree = {};
  for (const [name, fragment] of Object.entries(fragments)) {
    mergeInto(merged, fragment as Tree, name, '');
  }
  return merged as UnionToIntersection<T[keyof T]>;
}

function mergeInto(target: Tree, source: Tree, fragment: string, prefix: string): void {
  for (const [key, value] of Object.entries(source)) {
    const path = `${prefix}${key}`;
    const existing = target[key];
    if (typeof value === 'string' || existing === undefined) {
      if (existing !== undefined) throw new Error(`Text key ${path} repeated in ${fragment}.json`);
      target[key] = typeof value === 'string' ? value : structuredClone(value);
    } else if (typeof existing === 'string') {
      throw new Error(`Text key ${path} repeated in ${fragment}.json`);
    } else {
      mergeInto(existing, value, fragment, `${path}.`);
    }
  }
}

type UnionToIntersection<U> = (U extends unknown ? (arg: U) => void : never) extends (
  arg: infer I,
) => void
  ? I
  : never;
