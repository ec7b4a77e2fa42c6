import path from "node:path";
import site from "../content/site.json";
import { RECAPTCHA_TEST_SECRET, readSettings } from "./settings";

describe("readSettings", () => {
  it("has working defaults for everything", () => {
    expect(readSettings({})).toEqual({
      smtpUrl: undefined,
      leadsTo: site.emails.leads,
      leadsFrom: site.emails.noreply,
      leadsDir: path.resolve(".data/leads"),
      leadsAck: true,
      recaptchaSecretKey: RECAPTCHA_TEST_SECRET,
      recaptchaVerifyUrl: "https://www.google.com/recaptcha/api/siteverify",
      siteUrl: "http://localhost:9000",
      rateLimitPerMinute: 10,
      trustProxy: false,
      phoneRequired: site.contactForm.phoneRequired,
      brandName: site.brandName,
      responseTime: site.responseTime,
    });
    expect(RECAPTCHA_TEST_SECRET).toBe("6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe");
  });

  it("reads every variable", () => {
    const settings = readSettings({
      SMTP_URL: "smtp://user:pass@mail.example:587",
      LEADS_TO: "sales@example.co.uk",
      LEADS_FROM: "web@example.co.uk",
      LEADS_DIR: "/var/leads",
      LEADS_ACK: "false",
      RECAPTCHA_SECRET_KEY: "secret",
      RECAPTCHA_VERIFY_URL: "http://127.0.0.1:1/verify",
      SITE_URL: "https://www.example.co.uk/",
      RATE_LIMIT_PER_MINUTE: "3",
      TRUST_PROXY: "true",
    });
    expect(settings).toMatchObject({
      smtpUrl: "smtp://user:pass@mail.example:587",
      leadsTo: "sales@example.co.uk",
      leadsFrom: "web@example.co.uk",
      leadsDir: "/var/leads",
      leadsAck: false,
      recaptchaSecretKey: "secret",
      recaptchaVerifyUrl: "http://127.0.0.1:1/verify",
      siteUrl: "https://www.example.co.uk",
      rateLimitPerMinute: 3,
      trustProxy: true,
    });
  });

  it("treats empty values as unset and falls back on nonsense", () => {
    const settings = readSettings({
      SMTP_URL: "  ",
      LEADS_ACK: "maybe",
      RATE_LIMIT_PER_MINUTE: "-4",
      SITE_URL: "not a url",
      TRUST_PROXY: "perhaps",
    });
    expect(settings.smtpUrl).toBeUndefined();
    expect(settings.leadsAck).toBe(true);
    expect(settings.rateLimitPerMinute).toBe(10);
    expect(settings.siteUrl).toBe("http://localhost:9000");
    expect(settings.trustProxy).toBe(false);
    expect(readSettings({ RATE_LIMIT_PER_MINUTE: "0" }).rateLimitPerMinute).toBe(10);
    expect(readSettings({ LEADS_ACK: "0" }).leadsAck).toBe(false);
    expect(readSettings({ TRUST_PROXY: "1" }).trustProxy).toBe(true);
  });

  it("reads process.env at call time by default", () => {
    const before = process.env.RATE_LIMIT_PER_MINUTE;
    process.env.RATE_LIMIT_PER_MINUTE = "7";
    try {
      expect(readSettings().rateLimitPerMinute).toBe(7);
    } finally {
      if (before === undefined) delete process.env.RATE_LIMIT_PER_MINUTE;
      else process.env.RATE_LIMIT_PER_MINUTE = before;
    }
  });
});
