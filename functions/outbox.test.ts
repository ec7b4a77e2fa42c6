import { createHash } from "node:crypto";
import { promises as fs } from "node:fs";
import path from "node:path";
import type { ContactSubmission } from "../src/lib/contact/schema";
import {
  ABANDONED_AFTER_MS,
  createLeadId,
  createLeadRecord,
  KeyInProgressError,
  isLeadId,
  insertLead,
  isUnverified,
  leadFilePath,
  listLeads,
  markFailed,
  markSent,
  purgeExpiredLeads,
  readLead,
  withLeadLock,
  writeLead,
} from "./outbox";
import { makeTempDir, removeDir } from "../test-support/temp";

const submission = (): ContactSubmission => ({
  fullName: "Jo Bloggs",
  businessEmail: "jo@acme.co.uk",
  phone: "",
  jobTitle: "CTO",
  solutionType: ["lifebuoy"],
  industry: "retail",
  message: "Our tills are down, please call.",
  assessmentResults: {},
  "g-recaptcha-response": "secret-token",
});

/** Makes a file look `ms` older than now. */
async function age(file: string, ms: number): Promise<void> {
  const then = new Date(Date.now() - ms);
  await fs.utimes(file, then, then);
}

let dir: string;
beforeEach(async () => {
  dir = path.join(await makeTempDir("outbox-"), "nested", "leads");
});
afterEach(async () => {
  await removeDir(path.dirname(path.dirname(dir)));
});

describe("lead ids", () => {
  it("are dated, random and URL- and file-safe", () => {
    const id = createLeadId(new Date("2025-07-03T10:00:00Z"));
    expect(id).toMatch(/^NB-20250703-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(isLeadId(id)).toBe(true);
    const ids = new Set(Array.from({ length: 500 }, () => createLeadId()));
    expect(ids.size).toBe(500);
  });

  it("refuse path tricks", () => {
    for (const bad of ["../etc/passwd", "a/b", "", ".hidden", "x".repeat(100)]) {
      expect(isLeadId(bad)).toBe(false);
      expect(() => leadFilePath(dir, bad)).toThrow();
    }
  });
});

describe("outbox files", () => {
  it("creates the directory, stores the record without the token, and reads it back", async () => {
    const record = createLeadRecord(submission(), "203.0.113.9", new Date("2025-07-03T10:00:00Z"));
    const file = await writeLead(dir, record);
    expect(file).toBe(path.join(dir, `${record.id}.json`));
    const text = await fs.readFile(file, "utf8");
    expect(text).not.toContain("secret-token");
    expect(await readLead(dir, record.id)).toEqual({
      id: record.id,
      receivedAt: "2025-07-03T10:00:00.000Z",
      status: "pending",
      attempts: 0,
      clientAddress: "203.0.113.9",
      submission: {
        fullName: "Jo Bloggs",
        businessEmail: "jo@acme.co.uk",
        phone: "",
        jobTitle: "CTO",
        solutionType: ["lifebuoy"],
        industry: "retail",
        message: "Our tills are down, please call.",
        assessmentResults: {},
      },
    });
    // Personal data: owner-only permissions, and no temp files left behind.
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    expect((await fs.readdir(dir)).filter((n) => n.endsWith(".tmp"))).toEqual([]);
  });

  it("marks failures and success", async () => {
    const record = createLeadRecord(submission(), null);
    await writeLead(dir, record);
    const failed = await markFailed(dir, record.id, "ECONNREFUSED: connect refused");
    expect(failed).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "ECONNREFUSED: connect refused",
    });
    const sent = await markSent(dir, record.id, new Date("2025-07-03T11:00:00Z"));
    expect(sent).toMatchObject({ status: "sent", attempts: 2, sentAt: "2025-07-03T11:00:00.000Z" });
    expect(sent.lastError).toBeUndefined();
    expect(await readLead(dir, record.id)).toEqual(sent);
  });

  it("purges mailed leads past the retention period, keeps pending and recent ones", async () => {
    const now = new Date("2026-01-31T12:00:00Z");
    const old = createLeadRecord(submission(), null, new Date("2025-08-01T00:00:00Z"));
    const oldPending = createLeadRecord(submission(), null, new Date("2025-07-30T00:00:00Z"));
    const recent = createLeadRecord(submission(), null, new Date("2025-08-05T00:00:00Z"));
    for (const record of [old, oldPending, recent]) await writeLead(dir, record);
    await markSent(dir, old.id);
    await markSent(dir, recent.id);

    const summary = await purgeExpiredLeads(dir, now, 180);
    expect(summary).toEqual({ deleted: [old.id], keptPending: [oldPending.id], cleaned: 0 });
    expect(await readLead(dir, old.id)).toBeUndefined();
    expect(await readLead(dir, oldPending.id)).toBeDefined();
    expect(await readLead(dir, recent.id)).toBeDefined();
  });

  it("lists leads oldest first and names unreadable files", async () => {
    const later = createLeadRecord(submission(), null, new Date("2025-07-04T00:00:00Z"));
    const earlier = createLeadRecord(submission(), null, new Date("2025-07-03T00:00:00Z"));
    await writeLead(dir, later);
    await writeLead(dir, earlier);
    await fs.writeFile(path.join(dir, "NB-broken.json"), "{not json");
    await fs.writeFile(path.join(dir, ".NB-x.abc.tmp"), "partial");
    await fs.writeFile(path.join(dir, "README.txt"), "ignored");
    const listing = await listLeads(dir);
    expect(listing.leads.map((l) => l.id)).toEqual([earlier.id, later.id]);
    expect(listing.unreadable).toEqual(["NB-broken.json"]);
  });

  it("treats a missing directory as an empty outbox and a missing lead as undefined", async () => {
    expect(await listLeads(path.join(dir, "nope"))).toEqual({ leads: [], unreadable: [] });
    expect(await readLead(dir, "NB-20250101-AAAAAAAA")).toBeUndefined();
  });

  it("lets only one holder lock a lead", async () => {
    const record = createLeadRecord(submission(), null);
    await writeLead(dir, record);
    const inner = await withLeadLock(dir, record.id, async () =>
      withLeadLock(dir, record.id, async () => "second"),
    );
    expect(inner).toEqual({ locked: true, value: { locked: false } });
    const again = await withLeadLock(dir, record.id, async () => "free again");
    expect(again).toEqual({ locked: true, value: "free again" });
  });

  it("breaks a stale lock left by a crashed process", async () => {
    const record = createLeadRecord(submission(), null);
    await writeLead(dir, record);
    const lock = `${leadFilePath(dir, record.id)}.lock`;
    await fs.writeFile(lock, "12345\n");
    const old = new Date(Date.now() - 10 * 60_000);
    await fs.utimes(lock, old, old);
    expect(await withLeadLock(dir, record.id, async () => "ok")).toEqual({
      locked: true,
      value: "ok",
    });
  });
});

describe("outbox durability", () => {
  const tempFiles = async () => (await fs.readdir(dir)).filter((n) => n.endsWith(".tmp"));

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it.each(["writeFile", "sync"] as const)(
    "removes its temp file when %s fails (a full disk must not leave personal data behind)",
    async (step) => {
      const realOpen = fs.open.bind(fs);
      jest.spyOn(fs, "open").mockImplementation(async (...args: Parameters<typeof fs.open>) => {
        const handle = await realOpen(...args);
        if (String(args[0]).endsWith(".tmp")) {
          jest
            .spyOn(handle, step)
            .mockRejectedValue(Object.assign(new Error("no space left"), { code: "ENOSPC" }));
        }
        return handle;
      });
      const record = createLeadRecord(submission(), null);
      await expect(writeLead(dir, record)).rejects.toMatchObject({ code: "ENOSPC" });
      expect(await tempFiles()).toEqual([]);
      expect(await readLead(dir, record.id)).toBeUndefined();
    },
  );

  it("syncs the directory after the rename, so the new name survives a crash", async () => {
    const steps: string[] = [];
    const realOpen = fs.open.bind(fs);
    const realRename = fs.rename.bind(fs);
    jest.spyOn(fs, "rename").mockImplementation(async (from, to) => {
      steps.push(`rename ${path.basename(String(to))}`);
      return realRename(from, to);
    });
    jest.spyOn(fs, "open").mockImplementation(async (...args: Parameters<typeof fs.open>) => {
      const handle = await realOpen(...args);
      const name = String(args[0]);
      const realSync = handle.sync.bind(handle);
      jest.spyOn(handle, "sync").mockImplementation(async () => {
        steps.push(name === dir ? "sync directory" : `sync ${path.basename(name)}`);
        return realSync();
      });
      return handle;
    });
    const record = createLeadRecord(submission(), null);
    await writeLead(dir, record);
    const renamed = steps.indexOf(`rename ${record.id}.json`);
    expect(renamed).toBeGreaterThan(0);
    expect(steps.indexOf("sync directory")).toBeGreaterThan(renamed);
  });
});

describe("lead locks", () => {
  const lockOf = (id: string) => `${leadFilePath(dir, id)}.lock`;

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it("takes over a stale lock by renaming its own lock file over it, never deleting it", async () => {
    const record = createLeadRecord(submission(), null);
    await writeLead(dir, record);
    const lock = lockOf(record.id);
    await fs.writeFile(lock, "12345 crashed-holder\n");
    const old = new Date(Date.now() - 10 * 60_000);
    await fs.utimes(lock, old, old);

    const unlink = jest.spyOn(fs, "unlink");
    const rm = jest.spyOn(fs, "rm");
    const rename = jest.spyOn(fs, "rename");
    let seenInside = "";
    const outcome = await withLeadLock(dir, record.id, async () => {
      seenInside = await fs.readFile(lock, "utf8");
      // Nothing may have removed the lock file while it was being taken over.
      expect(unlink.mock.calls.map((call) => String(call[0]))).not.toContain(lock);
      expect(rm.mock.calls.map((call) => String(call[0]))).not.toContain(lock);
      return "ok";
    });
    expect(outcome).toEqual({ locked: true, value: "ok" });
    expect(rename.mock.calls.some((call) => String(call[1]) === lock)).toBe(true);
    expect(seenInside).not.toContain("crashed-holder");
    await expect(fs.stat(lock)).rejects.toMatchObject({ code: "ENOENT" });
  });

  it("never lets two workers hold a lead while they race to take over its stale lock", async () => {
    const record = createLeadRecord(submission(), null);
    await writeLead(dir, record);
    const lock = lockOf(record.id);
    const old = new Date(Date.now() - 10 * 60_000);
    let holders = 0;
    const roundsWithTwoHolders = new Set<number>();
    for (let round = 0; round < 300; round += 1) {
      await fs.writeFile(lock, `12345 crashed-holder-${round}\n`);
      await fs.utimes(lock, old, old);
      const outcomes = await Promise.all(
        Array.from({ length: 4 }, () =>
          withLeadLock(dir, record.id, async () => {
            holders += 1;
            if (holders > 1) roundsWithTwoHolders.add(round);
            // Hold it across a few turns of the event loop, as a mail being sent would.
            await new Promise((resolve) => setTimeout(resolve, 1));
            holders -= 1;
          }),
        ),
      );
      // Somebody got it (a stale lock is there to be taken over).
      expect(outcomes.some((outcome) => outcome.locked)).toBe(true);
      await fs.rm(lock, { force: true });
    }
    expect([...roundsWithTwoHolders]).toEqual([]);
  });

  it("leaves a lead another worker is taking over, and gets past a marker a dead worker left", async () => {
    const record = createLeadRecord(submission(), null);
    await writeLead(dir, record);
    const lock = lockOf(record.id);
    const staleToken = "12345 crashed-holder\n";
    await fs.writeFile(lock, staleToken);
    const old = new Date(Date.now() - 10 * 60_000);
    await fs.utimes(lock, old, old);
    const name = createHash("sha256").update(staleToken).digest("hex").slice(0, 16);
    const marker = `${lock}.takeover-${name}-1`;
    // A worker is taking it over right now.
    await fs.writeFile(marker, "4242 taking-over\n");
    expect(await withLeadLock(dir, record.id, async () => "mailed")).toEqual({ locked: false });
    // That worker died a long time ago, mid-takeover: its marker is skipped, never removed.
    await fs.utimes(marker, old, old);
    expect(await withLeadLock(dir, record.id, async () => "mailed")).toEqual({
      locked: true,
      value: "mailed",
    });
    expect(await fs.readFile(marker, "utf8")).toBe("4242 taking-over\n");
  });

  it("releases only its own lock: a lock taken over meanwhile stays", async () => {
    const record = createLeadRecord(submission(), null);
    await writeLead(dir, record);
    const lock = lockOf(record.id);
    await withLeadLock(dir, record.id, async () => {
      // Another process decided this lock was stale and took it over.
      await fs.writeFile(lock, "99999 other-holder\n");
    });
    expect(await fs.readFile(lock, "utf8")).toBe("99999 other-holder\n");
  });

  it("writes a holder token into the lock file", async () => {
    const record = createLeadRecord(submission(), null);
    await writeLead(dir, record);
    const tokens: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      await withLeadLock(dir, record.id, async () => {
        tokens.push(await fs.readFile(lockOf(record.id), "utf8"));
      });
    }
    expect(tokens[0]).toMatch(new RegExp(`^${process.pid} [0-9a-f]{16,}\\n$`));
    expect(tokens[1]).not.toBe(tokens[0]);
  });
});

describe("verification state", () => {
  it("is stored with an unverified lead; a record without it counts as verified", async () => {
    const unverified = createLeadRecord(submission(), null, new Date(), "unverified");
    await writeLead(dir, unverified);
    expect((await readLead(dir, unverified.id))?.verification).toBe("unverified");
    // A verified lead is stored as before, without the field.
    expect(createLeadRecord(submission(), null)).not.toHaveProperty("verification");

    const legacy = createLeadRecord(submission(), null);
    await fs.writeFile(path.join(dir, `${legacy.id}.json`), JSON.stringify(legacy));
    const read = await readLead(dir, legacy.id);
    expect(read).toBeDefined();
    expect(read?.verification).toBeUndefined();
    expect(isUnverified(read!)).toBe(false);
    expect(isUnverified(unverified)).toBe(true);
  });

  it("refuses a record with an unknown verification state", async () => {
    const record = { ...createLeadRecord(submission(), null), verification: "maybe" };
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, `${record.id}.json`), JSON.stringify(record));
    await expect(readLead(dir, record.id)).rejects.toThrow("not a lead record");
  });
});

describe("leads with an idempotency key", () => {
  const KEY = "K3QX9MD7K3QX9MD7K3QX9MD7AB";

  it("are stored with a key file, and a resend finds the first lead by it", async () => {
    const first = createLeadRecord(submission(), null, new Date(), "verified", KEY);
    expect(await insertLead(dir, first)).toEqual({
      stored: true,
      location: path.join(dir, `${first.id}.json`),
    });
    expect((await fs.readdir(dir)).sort()).toEqual([`${first.id}.json`, `${KEY}.key`].sort());
    const resend = createLeadRecord(submission(), null, new Date(), "verified", KEY);
    expect(await insertLead(dir, resend)).toEqual({ stored: false, existing: first });
    expect((await listLeads(dir)).leads.map((lead) => lead.id)).toEqual([first.id]);
  });

  it("point at their lead from the key file, which holds nothing of the enquiry", async () => {
    const first = createLeadRecord(submission(), "203.0.113.9", new Date(), "verified", KEY);
    await insertLead(dir, first);
    const keyText = await fs.readFile(path.join(dir, `${KEY}.key`), "utf8");
    expect(JSON.parse(keyText)).toEqual({ lead: first.id });
    // Marking the lead sent changes its one file; the key still finds the lead as it is now.
    const sent = await markSent(dir, first.id);
    const resend = createLeadRecord(submission(), null, new Date(), "verified", KEY);
    expect(await insertLead(dir, resend)).toEqual({ stored: false, existing: sent });
  });

  it("ask a resend to try again while the key's lead may still be on its way", async () => {
    const first = createLeadRecord(submission(), null, new Date(), "verified", KEY);
    await insertLead(dir, first);
    // As if the first request had just taken the key and not yet written its lead.
    await fs.unlink(path.join(dir, `${first.id}.json`));
    const resend = createLeadRecord(submission(), null, new Date(), "verified", KEY);
    await expect(insertLead(dir, resend)).rejects.toBeInstanceOf(KeyInProgressError);
    expect((await listLeads(dir)).leads).toEqual([]);
  });

  it("store a resend under a key whose first request stopped before writing its lead", async () => {
    const first = createLeadRecord(submission(), null, new Date(), "verified", KEY);
    await insertLead(dir, first);
    // The first request died between its key and its lead, over a minute ago.
    await fs.unlink(path.join(dir, `${first.id}.json`));
    await age(path.join(dir, `${KEY}.key`), ABANDONED_AFTER_MS + 1_000);
    const resend = createLeadRecord(submission(), null, new Date(), "verified", KEY);
    expect(await insertLead(dir, resend)).toEqual({
      stored: true,
      location: path.join(dir, `${resend.id}.json`),
    });
    expect((await listLeads(dir)).leads).toEqual([resend]);
    const again = createLeadRecord(submission(), null, new Date(), "verified", KEY);
    expect(await insertLead(dir, again)).toEqual({ stored: false, existing: resend });
  });

  it("lose their key file with the lead when it is purged", async () => {
    const old = createLeadRecord(
      submission(),
      null,
      new Date("2025-01-01T00:00:00Z"),
      "verified",
      KEY,
    );
    await insertLead(dir, old);
    await markSent(dir, old.id);
    await purgeExpiredLeads(dir, new Date("2025-12-01T00:00:00Z"));
    expect(await fs.readdir(dir)).toEqual([]);
  });

  it("are cleaned by purge: abandoned keys and temp files go, old copies become pointers", async () => {
    const now = new Date();
    const kept = createLeadRecord(submission(), null, now, "verified", KEY);
    await insertLead(dir, kept);
    // A key file of an older version: a full copy of its lead.
    await fs.writeFile(path.join(dir, `${KEY}.key`), JSON.stringify(kept));
    // A key whose lead never came, and one whose lead is on its way right now.
    const abandoned = "ABANDONED0ABANDONED0ABANDO";
    await fs.writeFile(
      path.join(dir, `${abandoned}.key`),
      JSON.stringify({ lead: createLeadId() }),
    );
    await age(path.join(dir, `${abandoned}.key`), ABANDONED_AFTER_MS + 1_000);
    const young = "YOUNGKEY0YOUNGKEY0YOUNGKEY";
    await fs.writeFile(path.join(dir, `${young}.key`), JSON.stringify({ lead: createLeadId() }));
    // A temp file a crashed write left, holding someone's details.
    const temp = path.join(dir, `.${createLeadId()}.0123456789ab.tmp`);
    await fs.writeFile(temp, JSON.stringify(kept));
    await age(temp, ABANDONED_AFTER_MS + 1_000);

    const summary = await purgeExpiredLeads(dir, now, 180);
    expect(summary).toEqual({ deleted: [], keptPending: [], cleaned: 3 });
    expect((await fs.readdir(dir)).sort()).toEqual(
      [`${kept.id}.json`, `${KEY}.key`, `${young}.key`].sort(),
    );
    expect(JSON.parse(await fs.readFile(path.join(dir, `${KEY}.key`), "utf8"))).toEqual({
      lead: kept.id,
    });
  });

  it("refuse a key that could name another file", async () => {
    const record = createLeadRecord(submission(), null, new Date(), "verified", "../../../etc/x");
    await expect(insertLead(dir, record)).rejects.toThrow(/Not an idempotency key/);
  });
});
