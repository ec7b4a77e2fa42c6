/**
 * How claims on leads are held, whichever store holds the leads (lead-store-contract.ts):
 *
 * - how many at once per process: a claim is held while the lead's mail is sent, so this caps the
 *   process's SMTP connections (and, on PostgreSQL, the connections claims hold). A burst of
 *   enquiries against a slow or hanging relay waits its turn instead of opening one connection
 *   per request; the contact call gives up its turn when its answer stops waiting (the lead stays
 *   pending for `leads retry`, which then finds it free rather than busy);
 * - how long at most: a claim older than CLAIM_TIMEOUT_MS belongs to a worker that died or hangs,
 *   and the next worker (`leads retry`) takes the lead over.
 */

/**
 * After this long a claim has expired: its lead may be taken by another worker. Well above what
 * a delivery takes (two mails, each bounded by the SMTP timeouts of 10 s per step).
 */
export const CLAIM_TIMEOUT_MS = 120_000;

/** Leads mailed at once per process (PostgreSQL's pool keeps one more connection for inserts). */
export const MAX_CONCURRENT_CLAIMS = 3;

/** At most `size` holders at once; the rest wait their turn, or until their signal aborts. */
export class ClaimSlots {
  private free: number;
  private readonly waiting: Array<() => void> = [];

  constructor(size: number = MAX_CONCURRENT_CLAIMS) {
    this.free = Math.max(1, size);
  }

  /** A slot's release function, or undefined when `signal` aborted first (no slot taken). */
  async take(signal?: AbortSignal): Promise<(() => void) | undefined> {
    if (signal?.aborted) return undefined;
    if (this.free > 0) {
      this.free -= 1;
    } else {
      const got = await new Promise<boolean>((resolve) => {
        const turn = () => {
          signal?.removeEventListener("abort", giveUp);
          resolve(true);
        };
        const giveUp = () => {
          const index = this.waiting.indexOf(turn);
          if (index !== -1) this.waiting.splice(index, 1);
          resolve(false);
        };
        this.waiting.push(turn);
        signal?.addEventListener("abort", giveUp, { once: true });
      });
      if (!got) return undefined;
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.free += 1;
    };
  }

  /** Runs `work` holding a slot; undefined (and `work` not run) when `signal` aborted first. */
  async run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<{ value: T } | undefined> {
    const release = await this.take(signal);
    if (release === undefined) return undefined;
    try {
      return { value: await work() };
    } finally {
      release();
    }
  }
}
