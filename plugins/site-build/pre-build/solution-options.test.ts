/**
 * The contact form's solutions come from the services: the module the build writes is what the
 * committed content gives, and a service added to (or removed from) the content is accepted
 * (or refused) by the same validation the server runs.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import type * as SendEmailHandler from "../../../functions/send-email-handler";
import { startVerifyServer, type FakeVerifyServer } from "../../../test-support/fake-verify-server";
import { makeTempDir, removeDir } from "../../../test-support/temp";
import {
  readServiceSolutions,
  SOLUTION_OPTIONS_MODULE,
  solutionOptionsModule,
  writeSolutionOptions,
  type ServiceSolution,
} from "./solution-options";
import { CONTENT_DIR } from "../site-paths";

const contentDir = CONTENT_DIR;
const launchServices = readServiceSolutions(contentDir);

/** The written module, compiled and run, as the form and the server would import it. */
function loadModule(text: string): {
  SOLUTION_OPTIONS: readonly { value: string; label: string }[];
} {
  const js = ts.transpileModule(text, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020 },
  }).outputText;
  const exports: Record<string, unknown> = {};
  new Function("exports", js)(exports);
  return exports as { SOLUTION_OPTIONS: readonly { value: string; label: string }[] };
}

/** The contact handler built over the options these services give (a fresh module registry). */
function handlerFor(services: readonly ServiceSolution[], env: Record<string, string>) {
  let handler!: ReturnType<typeof SendEmailHandler.createSendEmailHandler>;
  jest.isolateModules(() => {
    jest.doMock("../../../src/lib/contact/solution-options", () =>
      loadModule(solutionOptionsModule(services)),
    );
    const { createSendEmailHandler } = jest.requireActual<typeof SendEmailHandler>(
      "../../../functions/send-email-handler",
    );
    handler = createSendEmailHandler({ env, log: () => undefined, verifyTimeoutMs: 2_000 });
  });
  return handler;
}

const enquiry = (solution: string) => ({
  method: "POST",
  headers: {
    "content-type": "application/json",
    host: "localhost:9000",
    origin: "http://localhost:9000",
  },
  body: {
    fullName: "Jo Bloggs",
    businessEmail: "jo.bloggs@acme-engineering.co.uk",
    phone: "",
    jobTitle: "Operations Director",
    solutionType: [solution],
    industry: "manufacturing",
    message: "Please tell us more about this service.",
    assessmentResults: {},
    "g-recaptcha-response": "token-abc",
  },
  remoteAddress: "203.0.113.7",
});

describe("the contact form's solution options", () => {
  it("are written as each service's solution key and title, in the services' order", () => {
    const text = solutionOptionsModule([
      { solutionKey: "cloud-backup", title: "Cloud Backup" },
      { solutionKey: 'say-"hi"', title: 'Quotes "and" \\ backslashes' },
    ]);
    expect(loadModule(text).SOLUTION_OPTIONS).toEqual([
      { value: "cloud-backup", label: "Cloud Backup" },
      { value: 'say-"hi"', label: 'Quotes "and" \\ backslashes' },
    ]);
    expect(text).toContain("] as const;");
  });

  it("as committed, are what content/services.json gives (the build rewrites them; run `npm run build` after changing services)", () => {
    expect(fs.readFileSync(SOLUTION_OPTIONS_MODULE, "utf8")).toBe(
      solutionOptionsModule(launchServices),
    );
  });

  it("are rewritten only when the services changed", async () => {
    const dir = await makeTempDir("solutions-");
    try {
      const target = path.join(dir, "solution-options.ts");
      expect(writeSolutionOptions(contentDir, target)).toBe(true);
      expect(writeSolutionOptions(contentDir, target)).toBe(false);
      expect(fs.readFileSync(target, "utf8")).toBe(solutionOptionsModule(launchServices));
    } finally {
      await removeDir(dir);
    }
  });

  describe("on the server", () => {
    let verify: FakeVerifyServer;
    let leadsDir: string;
    let env: Record<string, string>;

    beforeAll(async () => {
      verify = await startVerifyServer();
    });
    afterAll(async () => {
      await verify.close();
    });
    beforeEach(async () => {
      leadsDir = await makeTempDir();
      env = {
        LEADS_DIR: leadsDir,
        RECAPTCHA_VERIFY_URL: verify.url,
        SITE_URL: "http://localhost:9000",
      };
    });
    afterEach(async () => {
      await removeDir(leadsDir);
    });

    const added = { solutionKey: "cloud-backup", title: "Cloud Backup" };

    it("accept the key of a service added to the content", async () => {
      const before = await handlerFor(launchServices, env)(enquiry(added.solutionKey));
      expect(before.status).toBe(400);
      expect(before.body).toMatchObject({ errors: ["Invalid solution selected"] });

      const after = await handlerFor([...launchServices, added], env)(enquiry(added.solutionKey));
      expect(after.status).toBeLessThan(300);
      expect(after.body).not.toHaveProperty("errors");
    });

    it("refuse the key of a service removed from the content", async () => {
      const [removed, ...rest] = launchServices;
      const kept = await handlerFor(launchServices, env)(enquiry(removed.solutionKey));
      expect(kept.status).toBeLessThan(300);

      const gone = await handlerFor(rest, env)(enquiry(removed.solutionKey));
      expect(gone.status).toBe(400);
      expect(gone.body).toMatchObject({ errors: ["Invalid solution selected"] });
    });
  });
});
