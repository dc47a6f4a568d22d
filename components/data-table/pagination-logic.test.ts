import { describe, it, expect } from "vitest";

import { buildPageHref, getPageItems, pageRange } from "./pagination-logic";

describe("getPageItems", () => {
  it("lists every page when there are few", () => {
    expect(getPageItems(1, 1)).toEqual([1]);
    expect(getPageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(getPageItems(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("puts an ellipsis at the end near the start", () => {
    expect(getPageItems(1, 20)).toEqual([1, 2, 3, 4, 5, "ellipsis-end", 20]);
    expect(getPageItems(4, 20)).toEqual([1, 2, 3, 4, 5, "ellipsis-end", 20]);
  });

  it("puts ellipses on both sides in the middle", () => {
    expect(getPageItems(10, 20)).toEqual([1, "ellipsis-start", 9, 10, 11, "ellipsis-end", 20]);
  });

  it("puts an ellipsis at the start near the end", () => {
    expect(getPageItems(20, 20)).toEqual([1, "ellipsis-start", 16, 17, 18, 19, 20]);
    expect(getPageItems(17, 20)).toEqual([1, "ellipsis-start", 16, 17, 18, 19, 20]);
  });

  it("clamps an out-of-range page and an empty result", () => {
    expect(getPageItems(99, 3)).toEqual([1, 2, 3]);
    expect(getPageItems(1, 0)).toEqual([1]);
  });

  it("honours more siblings", () => {
    expect(getPageItems(10, 20, 2)).toEqual([1, "ellipsis-start", 8, 9, 10, 11, 12, "ellipsis-end", 20]);
  });
});

describe("buildPageHref", () => {
  it("keeps the other params and sets page", () => {
    expect(buildPageHref("/sales/customers", "search=acme&status=active&page=2", 3)).toBe(
      "/sales/customers?search=acme&status=active&page=3",
    );
  });

  it("adds page when there was none", () => {
    expect(buildPageHref("/molds", new URLSearchParams({ sort: "code" }), 1)).toBe("/molds?sort=code&page=1");
  });
});

describe("pageRange", () => {
  it("computes the rows shown on a page", () => {
    expect(pageRange(1, 20, 95)).toEqual({ from: 1, to: 20 });
    expect(pageRange(5, 20, 95)).toEqual({ from: 81, to: 95 });
    expect(pageRange(1, 20, 0)).toEqual({ from: 0, to: 0 });
  });
});
