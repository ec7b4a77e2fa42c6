/** Reads content/ from disk for the validator (build time and CLI). */
import fs from "node:fs";
import path from "node:path";
import type { ContentFile, ImageExists } from "./validate-content";
import { validateContentFiles } from "./validate-content";

function readJsonFile(contentDir: string, name: string): ContentFile {
  const full = path.join(contentDir, name);
  const file: ContentFile = { path: `content/${name}`, name, data: undefined };
  try {
    file.data = JSON.parse(fs.readFileSync(full, "utf8"));
  } catch (error) {
    file.parseError = error instanceof Error ? error.message : String(error);
  }
  return file;
}

export function loadContentFiles(contentDir: string): ContentFile[] {
  const names = fs.readdirSync(contentDir).filter((n) => n.endsWith(".json"));
  const blogDir = path.join(contentDir, "blog");
  const blogNames = fs.existsSync(blogDir)
    ? fs
        .readdirSync(blogDir)
        .filter((n) => n.endsWith(".json"))
        .map((n) => `blog/${n}`)
    : [];
  return [...names, ...blogNames].sort().map((name) => readJsonFile(contentDir, name));
}

export function validateContentDirectory(contentDir: string): string[] {
  const imageExists: ImageExists = (file, relativePath) => {
    const base = path.dirname(path.join(contentDir, file.name));
    const resolved = path.resolve(base, relativePath);
    // Images must stay inside content/ so Gatsby can process them.
    return (
      resolved.startsWith(path.resolve(contentDir)) &&
      fs.existsSync(resolved) &&
      fs.statSync(resolved).isFile()
    );
  };
  return validateContentFiles(loadContentFiles(contentDir), imageExists);
}
