/**
 * The end-to-end server: a fake reCAPTCHA verify endpoint, an SMTP sink and a
 * webhook receiver stand-in on loopback, then the own server on the built site
 * pointed at all three, started as `npm run serve` starts it (scripts/serve.cjs,
 * with its limits). Mails the sink receives are written as JSON into
 * $E2E_DATA_DIR/mail, webhook posts into $E2E_DATA_DIR/webhook, for tests to read.
 * Google's test keys are allowed on purpose: the site is on loopback and the
 * verify endpoint is the fake.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { startVerifyServer } from "../../test-support/fake-verify-server";
import { startSmtpServer } from "../../test-support/smtp-sink";
import { startWebhookReceiver } from "../../test-support/webhook-receiver";
import { E2E_WEBHOOK_SECRET, webhookPostsDir, type WrittenWebhookPost } from "./webhook";
import { siteServerArguments } from "../../scripts/serve/command";

const port = process.env.E2E_PORT ?? "9300";
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync("/tmp/e2e-data-");
const mailDir = path.join(dataDir, "mail");
const webhookDir = webhookPostsDir(dataDir);
fs.mkdirSync(mailDir, { recursive: true });
fs.mkdirSync(webhookDir, { recursive: true });

async function main() {
  // Tokens containing "reject" fail verification, "status-NNN" get that bare HTTP status;
  // everything else passes.
  const verify = await startVerifyServer({
    accept: (token) => !token.includes("reject"),
    statusFor: (token) => {
      const status = /status-(\d{3})/.exec(token)?.[1];
      return status === undefined ? undefined : Number(status);
    },
  });

  let count = 0;
  const smtp = await startSmtpServer({
    onMail: (mail) => {
      count += 1;
      const record = { to: mail.envelopeTo, raw: mail.raw };
      fs.writeFileSync(path.join(mailDir, `${Date.now()}-${count}.json`), JSON.stringify(record));
    },
  });

  let posts = 0;
  const receiver = await startWebhookReceiver({
    onRequest: ({ headers, body }) => {
      posts += 1;
      const post: WrittenWebhookPost = { headers, body };
      fs.writeFileSync(path.join(webhookDir, `${Date.now()}-${posts}.json`), JSON.stringify(post));
    },
  });

  const gatsby = spawn(process.execPath, siteServerArguments({ host: "127.0.0.1", port }), {
    stdio: "inherit",
    env: {
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: "1",
      SITE_URL: `http://127.0.0.1:${port}`,
      ALLOW_TEST_RECAPTCHA: "1",
      RECAPTCHA_VERIFY_URL: verify.url,
      SMTP_URL: smtp.url,
      LEADS_DIR: path.join(dataDir, "leads"),
      LEADS_WEBHOOK_URL: receiver.url,
      LEADS_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
      RATE_LIMIT_PER_MINUTE: process.env.RATE_LIMIT_PER_MINUTE ?? "1000",
    },
  });
  const stop = () => {
    gatsby.kill("SIGTERM");
    void verify.close();
    void smtp.close();
    void receiver.close();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  gatsby.on("exit", (code) => process.exit(code ?? 0));
}

void main();
