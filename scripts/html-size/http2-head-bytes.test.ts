import { startHttp2HeadMeter } from "./http2-head-bytes";

describe("the HTTP/2 head meter", () => {
  it("counts a HEADERS frame: 10 bytes for a bare 200, more for each header, none for the body", async () => {
    const meter = await startHttp2HeadMeter();
    try {
      expect(await meter.measure(200, [], 0)).toBe(10);
      expect(await meter.measure(200, [], 5_000)).toBe(10);
      const policy = [
        "Content-Security-Policy",
        `default-src 'self'; script-src ${"'sha256-x' ".repeat(4)}`,
      ];
      const withPolicy = await meter.measure(200, policy, 0);
      expect(withPolicy).toBeGreaterThan(10 + 40);
      // Connection headers go: HTTP/2 has none.
      expect(
        await meter.measure(
          200,
          [...policy, "Connection", "keep-alive", "Keep-Alive", "timeout=72"],
          0,
        ),
      ).toBe(withPolicy);
      // HPACK's Huffman code makes ordinary text smaller than it is in HTTP/1.1.
      const text = "max-age=63072000; includeSubDomains";
      expect(await meter.measure(200, ["Strict-Transport-Security", text], 0)).toBeLessThan(
        10 + text.length,
      );
    } finally {
      await meter.close();
    }
  });
});
