import { describe, it, expect } from "vitest";

import {
  SEARCH_FAILED_MESSAGE,
  buildSearchUrl,
  extractErrorMessage,
  interpretSearchResponse,
  moveActiveIndex,
  noResultsMessage,
  optionDomId,
  parseResults,
  shouldSearch,
} from "./logic";

type Customer = { id: number; name: string };

const customers = (count: number): Customer[] =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `Customer ${i + 1}` }));

describe("shouldSearch", () => {
  it("waits for the minimum number of characters", () => {
    expect(shouldSearch("", 2)).toBe(false);
    expect(shouldSearch("a", 2)).toBe(false);
    expect(shouldSearch("ac", 2)).toBe(true);
    expect(shouldSearch("acme", 2)).toBe(true);
  });

  it("does not count surrounding blanks", () => {
    expect(shouldSearch("  a  ", 2)).toBe(false);
    expect(shouldSearch(" ab ", 2)).toBe(true);
  });
});

describe("buildSearchUrl", () => {
  it("sends q and limit", () => {
    expect(buildSearchUrl("/api/sales/customers/search", "acme", undefined, 10)).toBe(
      "/api/sales/customers/search?q=acme&limit=10",
    );
  });

  it("adds extra params and encodes the query", () => {
    expect(
      buildSearchUrl("/api/molds/search", " M-100 & co ", { status: "active", fields: "id,code" }, 10),
    ).toBe("/api/molds/search?status=active&fields=id%2Ccode&q=M-100+%26+co&limit=10");
  });

  it("keeps an existing query string and lets q/limit override same-named params", () => {
    expect(buildSearchUrl("/api/products/search?type=resin", "pp", { q: "x", limit: "99" }, 10)).toBe(
      "/api/products/search?type=resin&q=pp&limit=10",
    );
  });
});

describe("moveActiveIndex", () => {
  it("starts at the first option going down and the last going up", () => {
    expect(moveActiveIndex(-1, 1, 5)).toBe(0);
    expect(moveActiveIndex(-1, -1, 5)).toBe(4);
  });

  it("moves one step", () => {
    expect(moveActiveIndex(0, 1, 5)).toBe(1);
    expect(moveActiveIndex(3, -1, 5)).toBe(2);
  });

  it("wraps around both ends", () => {
    expect(moveActiveIndex(4, 1, 5)).toBe(0);
    expect(moveActiveIndex(0, -1, 5)).toBe(4);
  });

  it("is -1 with no options and recovers from an out-of-range index", () => {
    expect(moveActiveIndex(2, 1, 0)).toBe(-1);
    expect(moveActiveIndex(7, 1, 3)).toBe(0);
  });
});

describe("parseResults", () => {
  it("reads the envelope's data", () => {
    expect(parseResults<Customer>({ success: true, data: customers(2) }, 10)).toEqual([
      { id: 1, name: "Customer 1" },
      { id: 2, name: "Customer 2" },
    ]);
  });

  it("accepts a bare array", () => {
    expect(parseResults<Customer>(customers(3), 10)?.map((c) => c.id)).toEqual([1, 2, 3]);
  });

  it("shows at most maxResults items", () => {
    const items = parseResults<Customer>({ success: true, data: customers(25) }, 10);
    expect(items).toHaveLength(10);
    expect(items?.[9]).toEqual({ id: 10, name: "Customer 10" });
  });

  it("rejects other shapes", () => {
    expect(parseResults({ success: true, data: { id: 1 } }, 10)).toBeNull();
    expect(parseResults(null, 10)).toBeNull();
    expect(parseResults("oops", 10)).toBeNull();
  });
});

describe("extractErrorMessage", () => {
  it("uses the server's message", () => {
    expect(extractErrorMessage({ success: false, message: "Not signed in" })).toBe("Not signed in");
  });

  it("falls back to Search failed", () => {
    expect(SEARCH_FAILED_MESSAGE).toBe("Search failed");
    expect(extractErrorMessage(null)).toBe("Search failed");
    expect(extractErrorMessage({ success: false })).toBe("Search failed");
    expect(extractErrorMessage({ message: "   " })).toBe("Search failed");
    expect(extractErrorMessage({ message: 42 })).toBe("Search failed");
    expect(extractErrorMessage("<html>502</html>")).toBe("Search failed");
  });
});

describe("interpretSearchResponse", () => {
  it("returns the items of a successful response", () => {
    expect(interpretSearchResponse<Customer>(true, { success: true, data: customers(1) }, 10)).toEqual({
      items: [{ id: 1, name: "Customer 1" }],
      error: null,
    });
  });

  it("returns an empty list (not an error) when nothing matched", () => {
    expect(interpretSearchResponse<Customer>(true, { success: true, data: [] }, 10)).toEqual({
      items: [],
      error: null,
    });
  });

  it("turns an HTTP error into the server's message and no items", () => {
    expect(
      interpretSearchResponse<Customer>(false, { success: false, message: "Query too long" }, 10),
    ).toEqual({ items: [], error: "Query too long" });
  });

  it("treats a non-JSON error body as Search failed", () => {
    expect(interpretSearchResponse<Customer>(false, null, 10)).toEqual({
      items: [],
      error: "Search failed",
    });
  });

  it("treats success:false with status 200 as a failure", () => {
    expect(interpretSearchResponse<Customer>(true, { success: false, message: "Denied" }, 10)).toEqual({
      items: [],
      error: "Denied",
    });
  });

  it("treats an unreadable 200 body as Search failed", () => {
    expect(interpretSearchResponse<Customer>(true, { rows: [] }, 10)).toEqual({
      items: [],
      error: "Search failed",
    });
  });
});

describe("messages and ids", () => {
  it("quotes the query in the empty message", () => {
    expect(noResultsMessage("zzz ")).toBe('No results found for "zzz"');
  });

  it("builds option ids from the listbox id", () => {
    expect(optionDomId("customer-listbox", 3)).toBe("customer-listbox-option-3");
  });
});
