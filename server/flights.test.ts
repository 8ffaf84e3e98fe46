import { describe, expect, it } from "vitest";
import { createFlights } from "./flights.ts";

describe("flights", () => {
  it("those who join a flight under way get its result; after it lands there is none to join", async () => {
    const flights = createFlights<string>();
    expect(flights.join("/a")).toBeUndefined();
    const land = flights.lead("/a");
    const joined = [flights.join("/a"), flights.join("/a")];
    expect(joined.every((j) => j !== undefined)).toBe(true);
    expect(flights.join("/b")).toBeUndefined();
    land("page");
    expect(await Promise.all(joined)).toEqual(["page", "page"]);
    expect(flights.join("/a")).toBeUndefined();
  });

  it("only the first landing counts, and a later one does not end the next flight of that key", async () => {
    const flights = createFlights<string | undefined>();
    const first = flights.lead("/a");
    const joined = flights.join("/a")!;
    first("page");
    first(undefined);
    expect(await joined).toBe("page");
    const second = flights.lead("/a");
    first(undefined);
    expect(flights.join("/a")).toBeDefined();
    second(undefined);
    expect(flights.join("/a")).toBeUndefined();
  });
});
