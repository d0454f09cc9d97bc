/**
 * The worker's bounded caches: a `Map` kept in insertion order, oldest first. DOM-free.
 */

/**
 * Sets `key` to `value` in `map` as its newest entry (an entry already there moves to the
 * end), first dropping the oldest entry when `map` already holds `limit` others. Returns
 * `value`.
 */
export function remember<K, V>(map: Map<K, V>, key: K, value: V, limit: number): V {
  map.delete(key);
  if (map.size >= limit) map.delete(map.keys().next().value as K);
  map.set(key, value);
  return value;
}
