import {
  ATTRIBUTION_STORAGE_KEY,
  attributionFromArrival,
  captureAttribution,
  clearAttribution,
  cleanAttribution,
  parseStoredAttribution,
  readAttribution,
} from "./attribution";

/** A Storage stand-in (the module only uses these three methods). */
function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

const ACCEPTED = "consent=%7B%22analytics%22%3Atrue%7D";
const REJECTED = "consent=%7B%22analytics%22%3Afalse%7D";

const campaignArrival = {
  href: "https://northbridge.example/services/cyber-security?utm_source=linkedin&utm_medium=social&utm_campaign=spring&utm_term=soc&utm_content=banner-a&x=1",
  referrer: "https://www.linkedin.com/feed/?trk=abc",
};

describe("attributionFromArrival", () => {
  it("reads the five UTM tags, the external referrer without its query and the landing path", () => {
    expect(attributionFromArrival(campaignArrival)).toEqual({
      utm_source: "linkedin",
      utm_medium: "social",
      utm_campaign: "spring",
      utm_term: "soc",
      utm_content: "banner-a",
      referrer: "https://www.linkedin.com/feed/",
      landingPage: "/services/cyber-security",
    });
  });

  it("leaves out a referrer from this site, a missing one and non-web ones", () => {
    for (const referrer of [
      "https://northbridge.example/blog",
      "",
      "android-app://x",
      "nonsense",
    ]) {
      expect(attributionFromArrival({ href: "https://northbridge.example/", referrer })).toEqual({
        landingPage: "/",
      });
    }
  });

  it("keeps an origin-only referrer as the origin", () => {
    expect(
      attributionFromArrival({ href: "https://a.example/x", referrer: "https://www.google.com/" }),
    ).toEqual({ landingPage: "/x", referrer: "https://www.google.com" });
  });

  it("ignores empty tags and cuts long values to 200 characters", () => {
    const long = "a".repeat(500);
    const attribution = attributionFromArrival({
      href: `https://a.example/?utm_source=&utm_campaign=${long}`,
      referrer: "",
    });
    expect(attribution).toEqual({ landingPage: "/", utm_campaign: "a".repeat(200) });
  });

  it("is null for an unreadable address", () => {
    expect(attributionFromArrival({ href: "not a url", referrer: "" })).toBeNull();
  });
});

describe("captureAttribution", () => {
  it("stores nothing without consent", () => {
    const storage = memoryStorage();
    expect(captureAttribution({ arrival: campaignArrival, consented: false, storage })).toBeNull();
    expect(storage.data.size).toBe(0);
  });

  it("stores the arrival with consent, and the first arrival of the visit wins", () => {
    const storage = memoryStorage();
    const first = captureAttribution({ arrival: campaignArrival, consented: true, storage });
    expect(first?.utm_source).toBe("linkedin");
    const second = captureAttribution({
      arrival: { href: "https://northbridge.example/about?utm_source=other", referrer: "" },
      consented: true,
      storage,
    });
    expect(second).toEqual(first);
    expect(JSON.parse(storage.data.get(ATTRIBUTION_STORAGE_KEY) ?? "")).toEqual(first);
  });

  it("replaces a malformed stored record", () => {
    const storage = memoryStorage({ [ATTRIBUTION_STORAGE_KEY]: "{oops" });
    expect(captureAttribution({ arrival: campaignArrival, consented: true, storage })).toEqual(
      attributionFromArrival(campaignArrival),
    );
  });

  it("survives blocked storage", () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => undefined,
    };
    expect(captureAttribution({ arrival: campaignArrival, consented: true, storage })).toBeNull();
    expect(
      captureAttribution({ arrival: campaignArrival, consented: true, storage: null }),
    ).toBeNull();
  });
});

describe("readAttribution", () => {
  it("returns the stored record only while analytics consent is given", () => {
    const storage = memoryStorage();
    captureAttribution({ arrival: campaignArrival, consented: true, storage });
    expect(readAttribution(storage, ACCEPTED)?.utm_campaign).toBe("spring");
    expect(readAttribution(storage, REJECTED)).toBeNull();
    expect(readAttribution(storage, "")).toBeNull();
    expect(readAttribution(null, ACCEPTED)).toBeNull();
  });

  it("is null when nothing was kept", () => {
    expect(readAttribution(memoryStorage(), ACCEPTED)).toBeNull();
  });
});

describe("clearAttribution", () => {
  it("removes the record", () => {
    const storage = memoryStorage();
    captureAttribution({ arrival: campaignArrival, consented: true, storage });
    clearAttribution(storage);
    expect(storage.data.size).toBe(0);
  });
});

describe("parseStoredAttribution", () => {
  it.each([
    ["null", null],
    ["garbage", "nope"],
    ["array", "[]"],
    ["no landing page", JSON.stringify({ utm_source: "x" })],
    ["unknown field", JSON.stringify({ landingPage: "/", email: "a@b.c" })],
    ["non-string field", JSON.stringify({ landingPage: "/", utm_source: 5 })],
    ["too long", JSON.stringify({ landingPage: "/", utm_source: "x".repeat(201) })],
  ])("rejects %s", (_label, raw) => {
    expect(parseStoredAttribution(raw)).toBeNull();
  });
});

describe("cleanAttribution", () => {
  it("takes NUL, controls and lone surrogates out of every value, and drops values left empty", () => {
    expect(
      cleanAttribution({
        landingPage: "/services\u0000",
        utm_source: "news\u0000letter\ud800",
        utm_medium: "\u0000\udc00",
        utm_campaign: "spring\u202e 2025",
      }),
    ).toEqual({ landingPage: "/services", utm_source: "newsletter", utm_campaign: "spring 2025" });
  });

  it("is null when the landing page holds nothing else", () => {
    expect(cleanAttribution({ landingPage: "\u0000", utm_source: "x" })).toBeNull();
  });
});

describe("attributionFromArrival with a crafted link", () => {
  it("keeps no NUL or control character a link decodes to", () => {
    const attribution = attributionFromArrival({
      href: "https://www.example.co.uk/?utm_source=ads%00%1b[2J&utm_medium=%00",
      referrer: "",
    });
    expect(attribution).toEqual({ landingPage: "/", utm_source: "ads[2J" });
  });
});
