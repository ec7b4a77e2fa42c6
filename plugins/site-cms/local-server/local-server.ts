/**
 * The local backend of `npm run cms`: Decap's own file-system backend (decap-server's
 * middleware, which reads and writes the working tree) behind the checks of front-rules.ts, on
 * loopback. A request is answered only when its Host names this machine, its Origin is the admin
 * page's and every path it reads or writes is inside content/, links followed. An upload is a
 * PNG, JPEG, WebP or AVIF picture by its bytes, named as such, and never replaces a picture
 * already there (another record may show it); a record is never saved over a picture nor under
 * a picture's name. Refusals are JSON `{ "error": ... }`, which the admin page shows in its
 * message.
 *
 *   tsx plugins/site-cms/local-server/local-server.ts --root DIR --port N \
 *     --origin http://localhost:8000 [--origin ...]
 */
import express, { type NextFunction, type Request, type Response } from "express";
import fs from "node:fs/promises";
import type { Server } from "node:http";
import path from "node:path";
import {
  isLoopbackHost,
  looksLikePicture,
  recordFilesOf,
  recordNameRefusal,
  refusedRequest,
  refusedThroughLinks,
  uploadRefusal,
  uploadsOf,
  type UploadedAsset,
} from "./front-rules";

export interface LocalCmsServerOptions {
  /** The working tree whose content/ the CMS edits. */
  root: string;
  port: number;
  /** The admin page's origins, e.g. http://localhost:8000. */
  adminOrigins: readonly string[];
  logLevel?: string;
}

interface DecapMiddlewares {
  registerLocalFs(app: express.Express, options?: { logLevel?: string }): Promise<void>;
}
// decap-server ships no types; this is the one function the local backend takes from it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const decap = require("decap-server/dist/middlewares") as DecapMiddlewares;

/** Decap's own limit on a request (pictures come base64 in the body). */
const BODY_LIMIT = "50mb";

const refuse = (res: Response, status: number, error: string) => res.status(status).json({ error });

/** The uploads that would replace a different file already in the working tree. */
async function replacingUploads(root: string, uploads: UploadedAsset[]): Promise<string[]> {
  const replacing = await Promise.all(
    uploads.map(async (upload) => {
      const existing = await fs.readFile(path.join(root, upload.path)).catch(() => null);
      return existing && !existing.equals(Buffer.from(upload.content, upload.encoding))
        ? [upload.path]
        : [];
    }),
  );
  return replacing.flat();
}

/** Why a save's record would land on a picture (by its name, or a file already there), or null. */
async function recordOverPicture(root: string, body: unknown): Promise<string | null> {
  for (const file of recordFilesOf(body)) {
    const existing = await fs.readFile(path.join(root, file)).catch(() => null);
    if (existing && looksLikePicture(file, existing)) {
      return `Not saved: ${file} holds a picture, which a record may show; a record is never saved over it. Save the record as its own .json file.`;
    }
    const named = recordNameRefusal(file);
    if (named) return named;
  }
  return null;
}

/** The admin page's own requests, from this machine, and nothing else. */
function fromTheAdminPage(adminOrigins: readonly string[]) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!isLoopbackHost(req.headers.host)) {
      refuse(res, 403, `Host ${JSON.stringify(req.headers.host ?? "")} is not this machine.`);
      return;
    }
    const origin = req.headers.origin;
    if (!origin || !adminOrigins.includes(origin)) {
      refuse(res, 403, `Origin ${JSON.stringify(origin ?? "")} is not the admin page.`);
      return;
    }
    res.setHeader("Access-Control-Allow-Origin", origin);
    res.setHeader("Vary", "Origin");
    if (req.method === "OPTIONS") {
      res.setHeader("Access-Control-Allow-Methods", "POST");
      res.setHeader("Access-Control-Allow-Headers", "Content-Type");
      res.status(204).end();
      return;
    }
    if (req.method !== "POST" || req.path !== "/api/v1") {
      refuse(res, 404, "The local CMS server answers POST /api/v1 only.");
      return;
    }
    next();
  };
}

/** Only content/ is read or written, and no upload replaces a picture already there. */
function insideContent(root: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    const refused = refusedRequest(req.body);
    if (refused) {
      refuse(res, 403, `Refused: ${refused}.`);
      return;
    }
    checkedInside(root, req.body).then((refusal) => {
      if (refusal === null) next();
      else refuse(res, refusal.status, refusal.error);
    }, next);
  };
}

/** The checks that read the working tree: where links lead, and what an upload would replace. */
async function checkedInside(
  root: string,
  body: unknown,
): Promise<{ status: number; error: string } | null> {
  const throughLink = await refusedThroughLinks(root, body);
  if (throughLink) return { status: 403, error: `Refused: ${throughLink}.` };
  const notAPicture = uploadsOf(body)
    .map(uploadRefusal)
    .find((refusal) => refusal !== null);
  if (notAPicture) return { status: 415, error: notAPicture };
  const overPicture = await recordOverPicture(root, body);
  if (overPicture) return { status: 409, error: overPicture };
  const replacing = await replacingUploads(root, uploadsOf(body));
  if (replacing.length > 0) {
    return {
      status: 409,
      error: `Not saved: ${replacing.join(", ")} already holds another picture, which a record may show. Give your picture another name (after this record, for example) and upload it again.`,
    };
  }
  return null;
}

export async function startLocalCmsServer(options: LocalCmsServerOptions): Promise<Server> {
  // decap-server's backend reads the folder it edits from here.
  process.env.GIT_REPO_DIRECTORY = path.resolve(options.root);
  const app = express();
  app.disable("x-powered-by");
  app.use(fromTheAdminPage(options.adminOrigins));
  app.use(express.json({ limit: BODY_LIMIT }));
  app.use(insideContent(path.resolve(options.root)));
  await decap.registerLocalFs(app, { logLevel: options.logLevel ?? "warn" });
  return new Promise((resolve, reject) => {
    const server = app.listen(options.port, "127.0.0.1", () => resolve(server));
    server.once("error", reject);
  });
}

/** `--name value` pairs; a repeated name gives every value. */
function argsOf(argv: string[]): Map<string, string[]> {
  const args = new Map<string, string[]>();
  for (let i = 0; i < argv.length; i += 2) {
    const name = argv[i].replace(/^--/, "");
    args.set(name, [...(args.get(name) ?? []), argv[i + 1] ?? ""]);
  }
  return args;
}

if (require.main === module) {
  const args = argsOf(process.argv.slice(2));
  startLocalCmsServer({
    root: args.get("root")?.[0] ?? process.cwd(),
    port: Number(args.get("port")?.[0] ?? 8081),
    adminOrigins: args.get("origin") ?? [],
    logLevel: process.env.LOG_LEVEL,
  }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
