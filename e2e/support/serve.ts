/**
 * The end-to-end server: a fake reCAPTCHA verify endpoint and an SMTP sink on
 * loopback, then `gatsby serve` of the built site pointed at both. Mails the
 * sink receives are written as JSON into $E2E_DATA_DIR/mail for tests to read.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { startFakeVerifyServer } from "../../scripts/support/fake-verify-server";

const port = process.env.E2E_PORT ?? "9300";
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync("/tmp/e2e-data-");
const mailDir = path.join(dataDir, "mail");
fs.mkdirSync(mailDir, { recursive: true });

/** The SMTP sink's own listen(), which resolves with its loopback port. */
function listenSmtp(server: SMTPServer): Promise<number> {
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = (server as unknown as { server: http.Server }).server.address();
      resolve((address as AddressInfo).port);
    });
  });
}

async function main() {
  // Tokens containing "reject" fail verification; everything else passes.
  const verify = await startFakeVerifyServer((token) => !token.includes("reject"));

  let count = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        count += 1;
        const record = {
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        };
        fs.writeFileSync(path.join(mailDir, `${Date.now()}-${count}.json`), JSON.stringify(record));
        callback();
      });
    },
  });
  const smtpPort = await listenSmtp(smtp);

  const gatsby = spawn("npx", ["gatsby", "serve", "--host", "127.0.0.1", "--port", port], {
    stdio: "inherit",
    env: {
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: "1",
      RECAPTCHA_VERIFY_URL: verify.url,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LEADS_DIR: path.join(dataDir, "leads"),
      RATE_LIMIT_PER_MINUTE: process.env.RATE_LIMIT_PER_MINUTE ?? "1000",
    },
  });
  const stop = () => {
    gatsby.kill("SIGTERM");
    verify.close();
    smtp.close(() => undefined);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  gatsby.on("exit", (code) => process.exit(code ?? 0));
}

void main();
