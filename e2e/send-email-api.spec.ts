import fs from "node:fs";
import path from "node:path";
import { createFilesystemLeadStore } from "../functions/filesystem-lead-store";
import { e2eDataDir, expect, readJsonFiles, test } from "./fixtures";

/**
 * The contact call as deployed: the own server (scripts/serve.cjs) running the
 * compiled Function with the settings of e2e/support/serve.ts (fake verify endpoint, SMTP sink,
 * outbox in $E2E_DATA_DIR). Guards against build-time settings leaking in.
 */
/** Each record the e2e server stored ("leads") or captured ("mail"), as JSON text. */
const stored = (kind: "leads" | "mail") =>
  readJsonFiles(path.join(e2eDataDir(), kind)).map((record) => JSON.stringify(record));

const submission = {
  fullName: "Priya Api-Check",
  businessEmail: "priya@api-check.co.uk",
  phone: "+447123456789",
  jobTitle: "IT Manager",
  solutionType: ["cloud-migration"],
  industry: "technology",
  message: "Checking the contact call end to end through the own server.",
  assessmentResults: {},
  "g-recaptcha-response": "api-token",
};

test("a valid enquiry is verified, kept in the outbox and mailed", async ({ request }) => {
  const response = await request.post("/api/send-email", { data: submission });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ ok: true });

  const leads = (
    readJsonFiles(path.join(e2eDataDir(), "leads")) as Record<string, unknown>[]
  ).filter((lead) => JSON.stringify(lead).includes("priya@api-check.co.uk"));
  expect(leads).toHaveLength(1);
  expect(leads[0].status).toBe("sent");

  await expect
    .poll(() => stored("mail").filter((mail) => mail.includes("Priya Api-Check")).length)
    .toBeGreaterThanOrEqual(1);
});

test("a token the verify endpoint rejects gets 403 with an errors list", async ({ request }) => {
  const response = await request.post("/api/send-email", {
    data: { ...submission, "g-recaptcha-response": "reject-me" },
  });
  expect(response.status()).toBe(403);
  const body = (await response.json()) as { errors: string[] };
  expect(body.errors.length).toBeGreaterThan(0);
});

test("bad requests get JSON errors, never a 5xx", async ({ request }) => {
  const get = await request.get("/api/send-email");
  expect(get.status()).toBe(405);
  const invalid = await request.post("/api/send-email", { data: { fullName: "x" } });
  expect(invalid.status()).toBe(400);
  expect(((await invalid.json()) as { errors: string[] }).errors).toContain(
    "Name must be between 2 and 100 characters",
  );
  const foreign = await request.post("/api/send-email", {
    data: submission,
    headers: { Origin: "https://attacker.example" },
  });
  expect(foreign.status()).toBe(403);
});

test("a malformed JSON body gets 400 with an errors list, never a stack trace", async ({
  request,
}) => {
  for (const body of ['{"fullName": "Jo', "not json at all", "{}}"]) {
    const response = await request.post("/api/send-email", {
      headers: { "Content-Type": "application/json" },
      data: body,
    });
    expect(response.status()).toBe(400);
    expect(response.headers()["content-type"]).toBe("application/json; charset=utf-8");
    expect(response.headers()["cache-control"]).toBe("no-store");
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    const text = await response.text();
    expect(text).not.toMatch(/SyntaxError|node_modules|\n\s+at /);
    expect((JSON.parse(text) as { errors: string[] }).errors).toEqual([
      "Your message could not be read. Please check the form and try again.",
    ]);
  }
});

test("a verify stand-in answering 400 refuses the enquiry: 403, nothing stored or mailed", async ({
  request,
}) => {
  const email = `status400-${Date.now()}@api-check.co.uk`;
  const response = await request.post("/api/send-email", {
    data: { ...submission, businessEmail: email, "g-recaptcha-response": "status-400-token" },
  });
  expect(response.status()).toBe(403);
  expect(((await response.json()) as { errors: string[] }).errors).toEqual([
    "Human verification failed. Please tick the box again and resend.",
  ]);
  expect(stored("leads").some((text) => text.includes(email))).toBe(false);
  expect(stored("mail").some((mail) => mail.includes(email))).toBe(false);
});

test("a resend with the enquiry's key and the same fields is answered alike and stored once", async ({
  request,
}) => {
  const email = `resend-${Date.now()}@api-check.co.uk`;
  const idempotencyKey = `E2E${Date.now()}RESENDKEY`.slice(0, 26);
  const send = (token: string) =>
    request.post("/api/send-email", {
      data: { ...submission, businessEmail: email, idempotencyKey, "g-recaptcha-response": token },
    });
  const first = await send("api-token-1");
  const again = await send("api-token-2");
  expect(first.status()).toBe(200);
  expect(again.status()).toBe(200);
  expect(await again.json()).toEqual(await first.json());
  expect(stored("leads").filter((text) => text.includes(email))).toHaveLength(1);
});

test("a resend with the same key but changed fields is stored as an enquiry of its own", async ({
  request,
}) => {
  const stamp = Date.now();
  const idempotencyKey = `E2E${stamp}CHANGEDKEY`.slice(0, 26);
  const send = (email: string, token: string) =>
    request.post("/api/send-email", {
      data: { ...submission, businessEmail: email, idempotencyKey, "g-recaptcha-response": token },
    });
  const first = await send(`typo-${stamp}@api-chek.co.uk`, "api-token-1");
  const corrected = await send(`fixed-${stamp}@api-check.co.uk`, "api-token-2");
  expect([first.status(), corrected.status()]).toEqual([200, 200]);
  expect(stored("leads").filter((text) => text.includes(`-${stamp}@api-`))).toHaveLength(2);
  await expect
    .poll(
      () => stored("mail").filter((mail) => mail.includes(`fixed-${stamp}@api-check.co.uk`)).length,
    )
    .toBeGreaterThanOrEqual(1);
});

test("an erased enquiry sent again with its key is stored nowhere and mailed to no one", async ({
  request,
}) => {
  const stamp = Date.now();
  const email = `erase-${stamp}@api-check.co.uk`;
  const idempotencyKey = `E2E${stamp}ERASEDKEY0`.slice(0, 26);
  const send = (token: string) =>
    request.post("/api/send-email", {
      data: { ...submission, businessEmail: email, idempotencyKey, "g-recaptcha-response": token },
    });
  const leadsDir = path.join(e2eDataDir(), "leads");
  /** Every file of the outbox that mentions the address, key and temp files included. */
  const mentions = (name: string) => {
    try {
      return fs.readFileSync(path.join(leadsDir, name), "utf8").includes(email);
    } catch {
      // Another test's temp file or lock, gone since the folder was read.
      return false;
    }
  };
  const traces = () => fs.readdirSync(leadsDir).filter(mentions);

  expect((await send("api-token-1")).status()).toBe(200);
  expect(traces()).toHaveLength(1);
  // What `npm run leads -- erase --email` runs (the CLI itself: functions/leads-cli.test.ts).
  const erased = await createFilesystemLeadStore(leadsDir).erase({ email });
  expect(erased).toMatchObject({ busy: [], unreadable: [] });
  expect(erased.erased).toHaveLength(1);
  expect(traces()).toEqual([]);

  // The page was still open: the browser sends the same enquiry again with its key. It is
  // answered as any resend, and nothing is stored or mailed (a resend mails nothing, ever).
  const mailsBefore = stored("mail").filter((mail) => mail.includes(email)).length;
  const again = await send("api-token-2");
  expect(again.status()).toBe(200);
  expect(await again.json()).toEqual({ ok: true });
  expect(traces()).toEqual([]);
  expect(stored("mail").filter((mail) => mail.includes(email))).toHaveLength(mailsBefore);
});

test("bodies are refused from their headers as JSON, before Gatsby's parsers read them", async ({
  request,
}) => {
  const cases: Array<[Record<string, string>, string | Buffer, number]> = [
    [{ "Content-Type": "multipart/form-data; boundary=x" }, "--x\r\n\r\n--x--\r\n", 415],
    [{ "Content-Type": "application/json; charset=bogus" }, "{}", 415],
    [{ "Content-Type": "application/json", "Content-Encoding": "bogus" }, "{}", 415],
    [{ "Content-Type": "application/json" }, Buffer.alloc(200 * 1024, 0x20), 413],
  ];
  for (const [headers, body, status] of cases) {
    const response = await request.post("/api/send-email", { headers, data: body });
    expect(response.status()).toBe(status);
    expect(response.headers()["content-type"]).toBe("application/json; charset=utf-8");
    expect(await response.text()).not.toMatch(/<html|<pre>|\n\s+at /i);
  }
});

test("a form posted without scripts is sent to the page that says the form needs them", async ({
  request,
}) => {
  const response = await request.post("/api/send-email", {
    form: { fullName: "Jo Bloggs", message: "Hello there, please call." },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  expect(response.headers().location).toBe("/contact/no-scripts");
});
