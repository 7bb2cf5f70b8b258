/**
 * Deep copies of the plain data the compiler keeps between compiles (parsed
 * chunk trees, extractions, rendered sections): what `structuredClone` gives
 * for them, objects shared within the value shared in the copy too, several
 * times faster, because it walks the objects in JavaScript instead of
 * serializing them. Plain objects, arrays, `Set`s and `Map`s are copied here;
 * any other object (a date, a typed array) is left to `structuredClone`.
 */

/** A deep copy of `value`, as `structuredClone` makes it for plain data. */
export function deepCopy<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  return copyObject(value, new Map()) as T;
}

function copyAny(value: unknown, seen: Map<object, unknown>): unknown {
  return typeof value !== 'object' || value === null ? value : copyObject(value, seen);
}

function copyObject(value: object, seen: Map<object, unknown>): unknown {
  const known = seen.get(value);
  if (known !== undefined) return known;
  if (Array.isArray(value)) {
    const copy: unknown[] = new Array(value.length);
    seen.set(value, copy);
    for (let i = 0; i < value.length; i++) copy[i] = copyAny(value[i], seen);
    return copy;
  }
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto === Object.prototype || proto === null) {
    const copy: Record<string, unknown> = proto === null ? Object.create(null) : {};
    seen.set(value, copy);
    for (const key in value) copy[key] = copyAny((value as Record<string, unknown>)[key], seen);
    return copy;
  }
  if (value instanceof Set) {
    const copy = new Set<unknown>();
    seen.set(value, copy);
    for (const item of value) copy.add(copyAny(item, seen));
    return copy;
  }
  if (value instanceof Map) {
    const copy = new Map<unknown, unknown>();
    seen.set(value, copy);
    for (const [key, item] of value) copy.set(copyAny(key, seen), copyAny(item, seen));
    return copy;
  }
  const copy: unknown = structuredClone(value);
  seen.set(value, copy);
  return copy;
}
