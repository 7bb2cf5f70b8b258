/**
 * A computation remembered for each object it is asked about: the indexes and
 * lookups a build derives from its data set are computed once and shared by
 * every page, and forgotten with the data (a WeakMap: in `astro dev` each
 * content version brings new data).
 */

/** `compute`, called once per key object; later calls with the same key return the first result. */
export function oncePer<K extends object, V>(compute: (key: K) => V): (key: K) => V {
  const results = new WeakMap<K, V>();
  return (key) => {
    if (!results.has(key)) results.set(key, compute(key));
    return results.get(key)!;
  };
}
