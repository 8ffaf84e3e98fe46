/**
 * Work that many requests want at once, done once: the first to ask leads a flight for its key and
 * lands it with the result; those who ask while it is under way join it and get that result.
 * (pageHandler: a page dropped from the cache is rendered once, not once for every request that
 * missed it.)
 */
export type Flights<T> = {
  /** The result of the flight under way for this key; undefined when none is. */
  join(key: string): Promise<T> | undefined;
  /** Starts the flight for this key; the function returned lands it (only its first call counts). */
  lead(key: string): (result: T) => void;
};

export function createFlights<T>(): Flights<T> {
  const underway = new Map<string, Promise<T>>();
  return {
    join: (key) => underway.get(key),
    lead(key) {
      let resolve!: (result: T) => void;
      const flight = new Promise<T>((r) => (resolve = r));
      underway.set(key, flight);
      return (result) => {
        resolve(result);
        if (underway.get(key) === flight) underway.delete(key);
      };
    },
  };
}
