import { clientAddressFor, normaliseAddress, rateLimitKey } from "./client-address";

describe("normaliseAddress", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    [" 203.0.113.7 ", "203.0.113.7"],
    ["203.0.113.7:4711", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["::FFFF:cb00:7107", "203.0.113.7"],
    ["[2001:db8::1]:443", "2001:db8::1"],
    ["2001:0DB8:0000:0000:0000:0000:0000:0001", "2001:db8::1"],
    ["fe80::1%eth0", "fe80::1"],
    ["::1", "::1"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2:3:4:5:6"],
  ])("%j -> %j", (raw, normalised) => {
    expect(normaliseAddress(raw)).toBe(normalised);
  });

  it.each(["", "unknown", "999.1.1.1", "localhost", "1.2.3", "2001:db8::1::2"])(
    "refuses %j",
    (raw) => {
      expect(normaliseAddress(raw)).toBeNull();
    },
  );
});

describe("clientAddressFor", () => {
  const socket = "10.0.0.9";

  it("uses the socket address when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(clientAddressFor("198.51.100.1, 203.0.113.7", socket, 0)).toBe("10.0.0.9");
    expect(clientAddressFor(undefined, "::ffff:127.0.0.1", 0)).toBe("127.0.0.1");
    expect(clientAddressFor(undefined, undefined, 0)).toBeNull();
  });

  it("takes the entry the nearest trusted proxy appended (the rightmost with one hop)", () => {
    expect(clientAddressFor("198.51.100.1, 203.0.113.7", socket, 1)).toBe("203.0.113.7");
    expect(clientAddressFor("spoofed, also-spoofed,203.0.113.7", socket, 1)).toBe("203.0.113.7");
  });

  it("counts hops from the right", () => {
    expect(clientAddressFor("198.51.100.1, 203.0.113.7, 10.0.0.2", socket, 2)).toBe("203.0.113.7");
    expect(clientAddressFor("198.51.100.1, 203.0.113.7, 10.0.0.2", socket, 3)).toBe("198.51.100.1");
  });

  it("takes the leftmost entry when there are fewer entries than hops", () => {
    // Every entry present was written by a trusted proxy: the leftmost is the best we know.
    expect(clientAddressFor("203.0.113.7", socket, 2)).toBe("203.0.113.7");
    expect(clientAddressFor("203.0.113.7, 10.0.0.2", socket, 5)).toBe("203.0.113.7");
  });

  it("falls back to the socket address when the header is missing or empty", () => {
    expect(clientAddressFor(undefined, socket, 1)).toBe("10.0.0.9");
    expect(clientAddressFor(" , ", socket, 1)).toBe("10.0.0.9");
  });

  it("normalises what it picks and bounds what is not an address", () => {
    expect(clientAddressFor("1.1.1.1, [2001:DB8::7]:80", socket, 1)).toBe("2001:db8::7");
    expect(clientAddressFor(`1.1.1.1, ${"x".repeat(500)}`, socket, 1)).toHaveLength(100);
    // Whatever a proxy wrote is kept in printable ASCII only (it is stored with the lead).
    expect(clientAddressFor("un\u0000known \ud800host", socket, 1)).toBe("unknownhost");
  });
});

describe("rateLimitKey", () => {
  it("keys IPv4 by address", () => {
    expect(rateLimitKey("203.0.113.7")).toBe("203.0.113.7");
  });

  it("keys IPv6 by its /64 prefix", () => {
    expect(rateLimitKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKey("2001:db8:1:2:bbbb:cccc:dddd:eeee")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(rateLimitKey("::1")).toBe("0:0:0:0::/64");
  });

  it("treats an IPv4-mapped address as the IPv4 client", () => {
    expect(rateLimitKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("keeps other keys as they are and names a missing address", () => {
    expect(rateLimitKey("not-an-ip")).toBe("not-an-ip");
    expect(rateLimitKey(null)).toBe("unknown");
  });
});
