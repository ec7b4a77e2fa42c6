/** @jest-environment jsdom */
import {
  analyticsCookieNames,
  cookieDomainsFor,
  deleteAnalyticsCookies,
  expiredCookieAssignments,
} from "./analytics-cookies";

describe("analyticsCookieNames", () => {
  it("finds _ga, _ga_<id> and _gid, and nothing else", () => {
    expect(
      analyticsCookieNames(
        "consent=%7B%7D; _ga=GA1.1.1.1; theme=dark; _ga_ABC123=GS1.1; _gid=GA1.2; gatsby=1",
      ),
    ).toEqual(["_ga", "_ga_ABC123", "_gid"]);
  });

  it("is empty for no cookies", () => {
    expect(analyticsCookieNames("")).toEqual([]);
  });
});

describe("cookieDomainsFor", () => {
  it("lists the host and its parents without the top level", () => {
    expect(cookieDomainsFor("www.northbridge.co.uk")).toEqual([
      "www.northbridge.co.uk",
      "northbridge.co.uk",
      "co.uk",
    ]);
    expect(cookieDomainsFor("example.com")).toEqual(["example.com"]);
  });

  it("has no domain for localhost and IP addresses (host-only cookies)", () => {
    expect(cookieDomainsFor("localhost")).toEqual([]);
    expect(cookieDomainsFor("127.0.0.1")).toEqual([]);
    expect(cookieDomainsFor("[::1]")).toEqual([]);
    expect(cookieDomainsFor("")).toEqual([]);
  });
});

describe("expiredCookieAssignments", () => {
  it("expires each name host-only and on each parent domain, path /", () => {
    const assignments = expiredCookieAssignments(["_ga"], "www.example.com");
    expect(assignments).toHaveLength(3);
    expect(assignments[0]).toMatch(/^_ga=; Path=\/; Max-Age=0; /);
    expect(assignments[0]).not.toContain("Domain=");
    expect(assignments[1]).toContain("Domain=www.example.com");
    expect(assignments[2]).toContain("Domain=example.com");
  });
});

describe("deleteAnalyticsCookies", () => {
  it("removes the analytics cookies and keeps the others", () => {
    document.cookie = "_ga=GA1.1.123.456; path=/";
    document.cookie = "_ga_TEST123=GS1.1.1; path=/";
    document.cookie = "consent=%7B%22analytics%22%3Afalse%7D; path=/";
    deleteAnalyticsCookies(document);
    expect(document.cookie).toBe("consent=%7B%22analytics%22%3Afalse%7D");
  });
});
