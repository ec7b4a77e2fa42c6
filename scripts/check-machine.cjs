/**
 * What the tests need beyond npm's packages, in one list. `npm test` runs this first, so a
 * machine that lacks a program is told which and the one command that installs it, instead of
 * failing minutes into the run. `.ci/run` calls it with --missing-packages (before `npm ci`,
 * hence plain Node) and installs what it prints.
 */
const { existsSync, readdirSync } = require("node:fs");
const { spawnSync } = require("node:child_process");

const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

const onPath = (command) =>
  spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;

const postgresServer = () =>
  existsSync("/usr/lib/postgresql") &&
  readdirSync("/usr/lib/postgresql").some((version) =>
    existsSync(`/usr/lib/postgresql/${version}/bin/initdb`),
  );

const NEEDS = [
  {
    what: `Chromium at ${chromium}`,
    why: "the end-to-end tests and the bench drive it (CHROMIUM_PATH names another)",
    debianPackage: "chromium",
    present: () => existsSync(chromium),
  },
  {
    what: "a Java runtime",
    why: "the HTML check (vnu.jar) runs on it",
    debianPackage: "default-jre-headless",
    present: () => onPath("java"),
  },
  {
    what: "PostgreSQL's server programs (initdb)",
    why: "the lead store's tests start a throw-away server",
    debianPackage: "postgresql",
    present: postgresServer,
  },
  {
    what: "the DejaVu fonts",
    why: "share images and artwork are set in DejaVu Sans",
    debianPackage: "fonts-dejavu-core",
    present: () => existsSync("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"),
  },
];

const missing = NEEDS.filter((need) => !need.present());
if (process.argv.includes("--missing-packages")) {
  console.log(missing.map((need) => need.debianPackage).join(" "));
} else if (missing.length > 0) {
  console.error("npm test needs programs this machine lacks:");
  for (const need of missing) console.error(`  ${need.what}: ${need.why}`);
  console.error(
    `Install them (Debian): sudo apt-get install -y ${missing.map((n) => n.debianPackage).join(" ")}`,
  );
  console.error("(.ci/run installs them itself.)");
  process.exit(1);
}
