/**
 * Picks and opens the lead store: PostgreSQL when LEADS_DATABASE_URL is set, otherwise the
 * filesystem outbox. The contract both keep, and its errors, are in lead-store-contract.ts,
 * which the stores import (so no store imports this file).
 */
import type { PostgresLeadStoreOptions } from "./postgres-lead-store";
import type { LeadStore } from "./lead-store-contract";

export * from "./lead-store-contract";

export interface LeadStoreSettings {
  /** Absolute path of the filesystem outbox. */
  leadsDir: string;
  /** When set, leads go to PostgreSQL instead of the outbox. */
  leadsDatabaseUrl?: string | undefined;
}

/** LEADS_DATABASE_URL, with an empty value counting as unset (as for every other setting). */
export function readLeadsDatabaseUrl(env: Record<string, string | undefined>): string | undefined {
  const value = env.LEADS_DATABASE_URL?.trim();
  return value === undefined || value === "" ? undefined : value;
}

/**
 * PostgreSQL when a database URL is set, otherwise the filesystem outbox. Each store is loaded
 * only when chosen, so a site on the outbox never loads the database driver.
 */
export async function createLeadStore(
  settings: LeadStoreSettings,
  options: PostgresLeadStoreOptions = {},
): Promise<LeadStore> {
  if (settings.leadsDatabaseUrl !== undefined && settings.leadsDatabaseUrl.trim() !== "") {
    const { createPostgresLeadStore } = await import("./postgres-lead-store");
    return createPostgresLeadStore(settings.leadsDatabaseUrl, options);
  }
  const { createFilesystemLeadStore } = await import("./filesystem-lead-store");
  return createFilesystemLeadStore(settings.leadsDir);
}

const shared = new Map<string, Promise<LeadStore>>();

/**
 * One store per database URL (or outbox) for the life of the process: the contact call reads
 * its settings on every request but must not open a new connection pool each time.
 */
export function sharedLeadStore(settings: LeadStoreSettings): Promise<LeadStore> {
  const key = settings.leadsDatabaseUrl?.trim()
    ? `pg ${settings.leadsDatabaseUrl}`
    : `fs ${settings.leadsDir}`;
  let store = shared.get(key);
  if (store === undefined) {
    store = createLeadStore(settings);
    shared.set(key, store);
    // A store that failed to open is not kept: the next call tries again.
    store.catch(() => shared.delete(key));
  }
  return store;
}

/** Closes every shared store (tests, and a CLI that used the shared store before exiting). */
export async function closeSharedLeadStores(): Promise<void> {
  const stores = [...shared.values()];
  shared.clear();
  await Promise.all(stores.map(async (store) => (await store.catch(() => undefined))?.close()));
}
