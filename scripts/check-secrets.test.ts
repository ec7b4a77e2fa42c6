import {
  findSecrets,
  formatSecretsReport,
  secretsFromEnv,
  writtenForms,
  type FileToCheck,
} from "./check-secrets";

const file = (path: string, text: string): FileToCheck => ({
  path,
  content: Buffer.from(text, "utf8"),
});

const ENV = {
  RECAPTCHA_SECRET_KEY: "6Lc-recaptcha-server-secret",
  SMTP_URL: "smtp://leads:p%40ss%2Fword-smtp@mail.example:587",
  LEADS_DATABASE_URL: "postgresql://leads:db-password-1@db.example:5432/leads",
  LEADS_WEBHOOK_SECRET: "webhook-signing-secret-1",
  LEADS_WEBHOOK_URL: "https://hook:hook-password-1@hooks.example/catch/123/abc/",
};

describe("secretsFromEnv", () => {
  it("takes each secret setting and the passwords inside the URLs, encoded and decoded", () => {
    expect(secretsFromEnv(ENV)).toEqual([
      { name: "RECAPTCHA_SECRET_KEY", value: ENV.RECAPTCHA_SECRET_KEY },
      { name: "SMTP_URL", value: ENV.SMTP_URL },
      { name: "LEADS_DATABASE_URL", value: ENV.LEADS_DATABASE_URL },
      { name: "LEADS_WEBHOOK_SECRET", value: ENV.LEADS_WEBHOOK_SECRET },
      { name: "LEADS_WEBHOOK_URL", value: ENV.LEADS_WEBHOOK_URL },
      { name: "SMTP_URL password", value: "p%40ss%2Fword-smtp" },
      { name: "SMTP_URL password", value: "p@ss/word-smtp" },
      { name: "LEADS_DATABASE_URL password", value: "db-password-1" },
      { name: "LEADS_WEBHOOK_URL password", value: "hook-password-1" },
    ]);
  });

  it("skips unset and empty values, and URLs without a password", () => {
    expect(secretsFromEnv({})).toEqual([]);
    expect(secretsFromEnv({ RECAPTCHA_SECRET_KEY: "", SMTP_URL: "  " })).toEqual([]);
    expect(secretsFromEnv({ SMTP_URL: "smtp://127.0.0.1:2525" })).toEqual([
      { name: "SMTP_URL", value: "smtp://127.0.0.1:2525" },
    ]);
    expect(secretsFromEnv({ LEADS_DATABASE_URL: "not a url" })).toEqual([
      { name: "LEADS_DATABASE_URL", value: "not a url" },
    ]);
  });
});

describe("writtenForms", () => {
  it("covers JSON, HTML and URL encoding", () => {
    expect(writtenForms('a/b&"c')).toEqual([
      'a/b&"c',
      'a/b&\\"c',
      'a\\/b&\\"c',
      "a/b&amp;&quot;c",
      "a%2Fb%26%22c",
    ]);
    expect(writtenForms("plain-value")).toEqual(["plain-value"]);
  });
});

describe("findSecrets", () => {
  const secrets = secretsFromEnv(ENV);

  it("passes a site that holds no secret", () => {
    const report = findSecrets(secrets, [
      file("public/index.html", "<p>Contact us</p><script>var key='6Lc-site-key'</script>"),
      file("public/app.js", 'fetch("/api/send-email")'),
    ]);
    expect(report).toEqual({ found: [], searched: 9, unchecked: [] });
    expect(formatSecretsReport(report)).toEqual([
      "No server secret found in the built files (9 value(s) searched for).",
    ]);
  });

  it("names each variable and file where a value appears, in any written form", () => {
    const report = findSecrets(secrets, [
      file("public/app.js", `var s = "${ENV.RECAPTCHA_SECRET_KEY}";`),
      file("public/page-data/x.json", JSON.stringify({ pw: "p@ss/word-smtp" })),
      file("public/contact/index.html", "<a href='?u=p%40ss%2Fword-smtp'>x</a>"),
      file("public/db.txt", `url=${ENV.LEADS_DATABASE_URL}`),
      file("public/logo.png", "\u0089PNG\u0000\u0001binary"),
    ]);
    expect(report.found).toEqual([
      { name: "RECAPTCHA_SECRET_KEY", file: "public/app.js" },
      { name: "SMTP_URL password", file: "public/page-data/x.json" },
      { name: "SMTP_URL password", file: "public/contact/index.html" },
      { name: "LEADS_DATABASE_URL", file: "public/db.txt" },
      { name: "LEADS_DATABASE_URL password", file: "public/db.txt" },
    ]);
    const lines = formatSecretsReport(report);
    expect(lines[0]).toBe(
      "public/app.js: contains the value of RECAPTCHA_SECRET_KEY (a server secret)",
    );
    // The report names variables, never their values.
    expect(lines.join("\n")).not.toMatch(/recaptcha-server-secret|word-smtp|db-password/);
  });

  it("does not search for values too short to mean anything, and says so", () => {
    const report = findSecrets(secretsFromEnv({ SMTP_URL: "smtp://u:pw@mail.example" }), [
      file("public/a.js", "pw pw pw"),
    ]);
    expect(report).toEqual({ found: [], searched: 1, unchecked: ["SMTP_URL password"] });
    expect(formatSecretsReport(report)).toContain(
      "SMTP_URL password is shorter than 6 characters: not searched for.",
    );
    expect(formatSecretsReport(findSecrets([], []))).toEqual([
      "No secret settings are set in this environment: nothing to look for.",
    ]);
  });
});
