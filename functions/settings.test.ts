import path from "node:path";
import site from "../content/site.json";
import {
  isLoopbackUrl,
  RECAPTCHA_TEST_SECRET,
  readSettings,
  recaptchaSetupProblem,
  SettingsError,
  type Env,
} from "./settings";

function settingsError(env: Record<string, string | undefined>): SettingsError {
  try {
    readSettings(env);
  } catch (error) {
    if (error instanceof SettingsError) return error;
    throw error;
  }
  throw new Error("readSettings did not refuse the settings");
}

describe("readSettings", () => {
  it("has working defaults for everything", () => {
    expect(readSettings({})).toEqual({
      smtpUrl: undefined,
      leadsTo: site.emails.leads,
      leadsFrom: site.emails.noreply,
      leadsDir: path.resolve(".data/leads"),
      leadsAck: true,
      leadRetentionDays: 180,
      recaptchaSecretKey: RECAPTCHA_TEST_SECRET,
      recaptchaVerifyUrl: "https://www.google.com/recaptcha/api/siteverify",
      allowTestRecaptcha: false,
      siteUrl: "http://localhost:9000",
      siteUrlSet: false,
      serverless: undefined,
      production: false,
      allowedOrigins: [],
      rateLimitPerMinute: 10,
      trustedProxyHops: 0,
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
      LEADS_RETENTION_DAYS: "90",
      RECAPTCHA_SECRET_KEY: "secret",
      RECAPTCHA_VERIFY_URL: "http://127.0.0.1:1/verify",
      ALLOW_TEST_RECAPTCHA: "1",
      SITE_URL: "https://www.example.co.uk/",
      ALLOWED_ORIGINS: "https://example.co.uk, https://staging.example.co.uk:8443/",
      RATE_LIMIT_PER_MINUTE: "3",
      TRUSTED_PROXY_HOPS: "1",
    });
    expect(settings).toMatchObject({
      smtpUrl: "smtp://user:pass@mail.example:587",
      leadsTo: "sales@example.co.uk",
      leadsFrom: "web@example.co.uk",
      leadsDir: "/var/leads",
      leadsAck: false,
      leadRetentionDays: 90,
      recaptchaSecretKey: "secret",
      recaptchaVerifyUrl: "http://127.0.0.1:1/verify",
      allowTestRecaptcha: true,
      siteUrl: "https://www.example.co.uk",
      allowedOrigins: ["https://example.co.uk", "https://staging.example.co.uk:8443"],
      rateLimitPerMinute: 3,
      trustedProxyHops: 1,
    });
  });

  it("treats empty values as unset and falls back on nonsense", () => {
    const settings = readSettings({
      SMTP_URL: "  ",
      LEADS_ACK: "maybe",
      RATE_LIMIT_PER_MINUTE: "-4",
      TRUSTED_PROXY_HOPS: " ",
    });
    expect(settings.smtpUrl).toBeUndefined();
    expect(settings.leadsAck).toBe(true);
    expect(settings.rateLimitPerMinute).toBe(10);
    expect(settings.trustedProxyHops).toBe(0);
    expect(readSettings({ RATE_LIMIT_PER_MINUTE: "0" }).rateLimitPerMinute).toBe(10);
    expect(readSettings({ LEADS_ACK: "0" }).leadsAck).toBe(false);
    expect(readSettings({ TRUSTED_PROXY_HOPS: "2" }).trustedProxyHops).toBe(2);
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

describe("settings that stop the contact call", () => {
  it("refuses the removed TRUST_PROXY, naming its replacement", () => {
    for (const value of ["true", "1", "false"]) {
      const error = settingsError({ TRUST_PROXY: value });
      expect(error.code).toBe("TRUST_PROXY_REMOVED");
      expect(error.message).toContain("TRUSTED_PROXY_HOPS");
    }
  });

  it.each(["-1", "one", "1.5", "100"])("refuses TRUSTED_PROXY_HOPS=%j", (value) => {
    const error = settingsError({ TRUSTED_PROXY_HOPS: value });
    expect(error.code).toBe("TRUSTED_PROXY_HOPS_INVALID");
    expect(error.message).toContain("TRUSTED_PROXY_HOPS");
  });

  it.each([
    "smtp://user:hunter2@",
    "user:hunter2@mail.example:587",
    "http://user:hunter2@mail.example",
    "smtp://user:hunter2@mail example:587",
  ])("refuses an unparsable SMTP_URL (%j) without printing the password", (value) => {
    const error = settingsError({ SMTP_URL: value });
    expect(error.code).toBe("SMTP_URL_INVALID");
    expect(error.message).toContain("SMTP_URL");
    expect(error.message).not.toContain("hunter2");
  });

  it("accepts smtp:// and smtps:// URLs", () => {
    expect(readSettings({ SMTP_URL: "smtps://u:p@mail.example:465" }).smtpUrl).toBe(
      "smtps://u:p@mail.example:465",
    );
    expect(readSettings({ SMTP_URL: "smtp://127.0.0.1:2525" }).smtpUrl).toBe(
      "smtp://127.0.0.1:2525",
    );
  });

  it.each(["not a url", "www.example.co.uk", "ftp://example.co.uk"])(
    "refuses SITE_URL=%j rather than falling back to the loopback default",
    (value) => {
      expect(settingsError({ SITE_URL: value }).code).toBe("SITE_URL_INVALID");
    },
  );

  it("refuses an ALLOWED_ORIGINS entry that is not an origin", () => {
    const error = settingsError({ ALLOWED_ORIGINS: "https://ok.example, nonsense" });
    expect(error.code).toBe("ALLOWED_ORIGINS_INVALID");
    expect(error.message).toContain("nonsense");
  });

  it("reads LEADS_DATABASE_URL, an empty value meaning the outbox", () => {
    expect(readSettings({}).leadsDatabaseUrl).toBeUndefined();
    expect(readSettings({ LEADS_DATABASE_URL: "  " }).leadsDatabaseUrl).toBeUndefined();
    const url = "postgresql://leads:s3cret@db.example:5432/leads?sslmode=require";
    expect(readSettings({ LEADS_DATABASE_URL: url }).leadsDatabaseUrl).toBe(url);
    expect(readSettings({ LEADS_DATABASE_URL: "postgres://db.example/leads" })).toMatchObject({
      leadsDatabaseUrl: "postgres://db.example/leads",
    });
  });

  it.each([
    "leads:hunter2@db.example/leads",
    "mysql://leads:hunter2@db.example/leads",
    "postgresql://leads:hunter2@db example/leads",
  ])("refuses LEADS_DATABASE_URL=%j without printing the password", (value) => {
    const error = settingsError({ LEADS_DATABASE_URL: value });
    expect(error.code).toBe("LEADS_DATABASE_URL_INVALID");
    expect(error.message).toContain("LEADS_DATABASE_URL");
    expect(error.message).not.toContain("hunter2");
  });

  it("reads the lead webhook: https, or http on loopback, with a secret of 16 characters or more", () => {
    expect(readSettings({}).webhook).toBeUndefined();
    expect(readSettings({ LEADS_WEBHOOK_SECRET: "set-but-no-url-0123" }).webhook).toBeUndefined();
    const secret = "0123456789abcdef";
    for (const url of [
      "https://hooks.zapier.com/hooks/catch/1/abc/",
      "https://user:pw@n8n.example/webhook/leads",
      "http://127.0.0.1:5678/webhook/leads",
      "http://localhost:5678/webhook/leads",
    ]) {
      expect(
        readSettings({ LEADS_WEBHOOK_URL: url, LEADS_WEBHOOK_SECRET: secret }).webhook,
      ).toEqual({ url, secret });
    }
  });

  it.each([
    ["http://hooks.example/catch/hunter2", /is an http:\/\/ address off loopback/],
    ["ftp://hooks.example/hunter2", /is not an http\(s\) address \(ftp:\)/],
    ["hooks.example/catch/hunter2", /cannot be read as an address/],
    ["https://hooks example/hunter2", /cannot be read as an address/],
  ])(
    "turns the webhook off for LEADS_WEBHOOK_URL=%j, saying why without printing it",
    (value, why) => {
      const settings = readSettings({
        LEADS_WEBHOOK_URL: value,
        LEADS_WEBHOOK_SECRET: "x".repeat(32),
      });
      expect(settings.webhook).toBeUndefined();
      expect(settings.webhookOff).toMatchObject({
        setting: "LEADS_WEBHOOK_URL",
        code: "LEADS_WEBHOOK_URL_INVALID",
      });
      expect(settings.webhookOff?.message).toMatch(why);
      expect(settings.webhookOff?.message).toContain("https://");
      expect(settings.webhookOff?.message).not.toContain("hunter2");
    },
  );

  it.each([
    [undefined, /LEADS_WEBHOOK_SECRET is not set/],
    ["", /LEADS_WEBHOOK_SECRET is not set/],
    ["fifteen-chars-x", /LEADS_WEBHOOK_SECRET is shorter than 16 characters/],
  ])(
    "turns the webhook off without a secret of 16 characters or more (%j), never printing it",
    (secret, why) => {
      const settings = readSettings({
        LEADS_WEBHOOK_URL: "https://hooks.example/catch/1/",
        LEADS_WEBHOOK_SECRET: secret,
      });
      expect(settings.webhook).toBeUndefined();
      expect(settings.webhookOff).toMatchObject({
        setting: "LEADS_WEBHOOK_SECRET",
        code: "LEADS_WEBHOOK_SECRET_INVALID",
      });
      expect(settings.webhookOff?.message).toMatch(why);
      if (secret) expect(settings.webhookOff?.message).not.toContain(secret);
    },
  );

  describe("on serverless hosting, where a function has no client socket", () => {
    it("counts the entry Netlify's proxy appends when TRUSTED_PROXY_HOPS is unset", () => {
      expect(readSettings({ NETLIFY: "true" }).trustedProxyHops).toBe(1);
      expect(readSettings({ AWS_LAMBDA_FUNCTION_NAME: "send-email-js" })).toMatchObject({
        trustedProxyHops: 1,
        serverless: { name: "AWS Lambda (Netlify Functions)" },
      });
      expect(readSettings({ NETLIFY: "true", TRUSTED_PROXY_HOPS: "2" }).trustedProxyHops).toBe(2);
    });

    it("refuses to start on a host whose proxies it does not know, naming the setting", () => {
      const error = settingsError({ VERCEL: "1" });
      expect(error.code).toBe("TRUSTED_PROXY_HOPS_REQUIRED");
      expect(error.message).toContain("TRUSTED_PROXY_HOPS");
      expect(error.message).toContain("VERCEL");
      expect(readSettings({ VERCEL: "1", TRUSTED_PROXY_HOPS: "1" }).trustedProxyHops).toBe(1);
    });

    it("refuses TRUSTED_PROXY_HOPS=0, which would count every visitor as one", () => {
      const error = settingsError({ NETLIFY: "true", TRUSTED_PROXY_HOPS: "0" });
      expect(error.code).toBe("TRUSTED_PROXY_HOPS_INVALID");
      expect(error.message).toContain("(1 on Netlify)");
    });
  });

  it.each(["0", "-3", "half a year", "180d"])("refuses LEADS_RETENTION_DAYS=%j", (value) => {
    expect(settingsError({ LEADS_RETENTION_DAYS: value }).code).toBe(
      "LEADS_RETENTION_DAYS_INVALID",
    );
  });
});

describe("isLoopbackUrl", () => {
  it.each([
    "http://localhost:9000",
    "http://LOCALHOST",
    "http://127.0.0.1:8000",
    "http://127.8.9.10",
    "http://[::1]:9000",
  ])("is true for %j", (url) => {
    expect(isLoopbackUrl(url)).toBe(true);
  });

  it.each([
    "https://www.northbridge.test",
    "http://128.0.0.1",
    "http://localhost.evil.example",
    "http://10.0.0.1",
    "http://[::2]",
    "nonsense",
  ])("is false for %j", (url) => {
    expect(isLoopbackUrl(url)).toBe(false);
  });
});

describe("recaptchaSetupProblem", () => {
  const live = { SITE_URL: "https://www.northbridge.test" };
  const local = { SITE_URL: "http://localhost:9000" };
  const problem = (env: Env) => recaptchaSetupProblem(readSettings(env));

  it("allows the test keys on a loopback SITE_URL that is set, outside production", () => {
    expect(problem(local)).toBeUndefined();
    expect(problem({ SITE_URL: "http://127.0.0.1:8000", NODE_ENV: "test" })).toBeUndefined();
  });

  it("refuses them while SITE_URL is only defaulted to loopback", () => {
    for (const env of [{}, { RECAPTCHA_SECRET_KEY: RECAPTCHA_TEST_SECRET }]) {
      expect(problem(env)).toMatch(/SITE_URL is not set/);
    }
    expect(problem({ ALLOW_TEST_RECAPTCHA: "1" })).toMatch(/SITE_URL is not set/);
  });

  it("refuses them under NODE_ENV=production unless ALLOW_TEST_RECAPTCHA=1 says so", () => {
    expect(problem({ ...local, NODE_ENV: "production" })).toMatch(
      /NODE_ENV=production.*ALLOW_TEST_RECAPTCHA=1/,
    );
    expect(problem({ ...local, NODE_ENV: "production", ALLOW_TEST_RECAPTCHA: "1" })).toBe(
      undefined,
    );
  });

  it.each([
    ["NETLIFY", "true"],
    ["AWS_LAMBDA_FUNCTION_NAME", "send-email-js"],
  ])("refuses them whenever it runs serverless (%s), even when allowed", (name, value) => {
    for (const env of [
      { [name]: value },
      { [name]: value, ...local, ALLOW_TEST_RECAPTCHA: "1" },
      { [name]: value, NODE_ENV: "production", RECAPTCHA_SECRET_KEY: RECAPTCHA_TEST_SECRET },
    ]) {
      expect(problem(env)).toContain(`${name} is set`);
    }
  });

  it("refuses the test secret, defaulted or set, on a public site", () => {
    for (const env of [live, { ...live, RECAPTCHA_SECRET_KEY: RECAPTCHA_TEST_SECRET }]) {
      const text = problem(env);
      expect(text).toContain("RECAPTCHA_SECRET_KEY");
      expect(text).toContain("ALLOW_TEST_RECAPTCHA");
      expect(text).toContain("https://www.northbridge.test");
    }
  });

  it("allows them on a public site only when ALLOW_TEST_RECAPTCHA=1 says so on purpose", () => {
    expect(problem({ ...live, ALLOW_TEST_RECAPTCHA: "1" })).toBeUndefined();
  });

  it("has nothing to say about a real secret, serverless or not", () => {
    const real = { RECAPTCHA_SECRET_KEY: "6Lc-real" };
    expect(problem({ ...live, ...real })).toBeUndefined();
    expect(problem({ ...real, NETLIFY: "true", NODE_ENV: "production" })).toBeUndefined();
  });
});
