/**
 * Mails one stored lead and records the result in the outbox. Shared by the contact call (first
 * attempt) and `leads retry` (later attempts), so both follow the same steps: lock, re-read,
 * lead mail, mark sent, acknowledgement. A lead stored without the human verification gets no
 * acknowledgement: its address may be anyone's, written by a bot.
 */
import {
  buildAcknowledgementMail,
  buildLeadMail,
  mailErrorCode,
  mailErrorText,
  type MailSettings,
  type MailTransport,
} from "./mailer";
import {
  isUnverified,
  markAcknowledged,
  markFailed,
  markSent,
  readLead,
  withLeadLock,
} from "./outbox";

export interface DeliverySettings extends MailSettings {
  leadsDir: string;
  leadsAck: boolean;
}

export type DeliveryResult =
  | { outcome: "sent"; acknowledgement: "sent" | "failed" | "off"; recordError?: string }
  | { outcome: "failed"; errorCode: string }
  /** Already sent by an earlier attempt: nothing was mailed this time. */
  | { outcome: "already_sent" }
  /** Another process holds this lead right now (it will mail it). */
  | { outcome: "busy" }
  | { outcome: "missing" };

export async function deliverLead(
  id: string,
  settings: DeliverySettings,
  transport: MailTransport,
): Promise<DeliveryResult> {
  const dir = settings.leadsDir;
  const locked = await withLeadLock(dir, id, async (): Promise<DeliveryResult> => {
    // Re-read under the lock: a concurrent run may have sent it since it was listed.
    const record = await readLead(dir, id);
    if (!record) return { outcome: "missing" };
    if (record.status === "sent") return { outcome: "already_sent" };

    try {
      await transport.send(buildLeadMail(record, settings));
    } catch (error) {
      // Recording the failure is best effort: the lead stays pending either way.
      await markFailed(dir, id, mailErrorText(error)).catch(() => undefined);
      return { outcome: "failed", errorCode: mailErrorCode(error) };
    }

    let sent = record;
    try {
      sent = await markSent(dir, id);
    } catch (error) {
      // The mail went out; a later retry may send it again, which beats losing the lead.
      return { outcome: "sent", acknowledgement: "off", recordError: mailErrorCode(error) };
    }

    if (!settings.leadsAck || sent.acknowledgedAt || isUnverified(sent)) {
      return { outcome: "sent", acknowledgement: "off" };
    }
    try {
      await transport.send(buildAcknowledgementMail(sent, settings));
    } catch {
      // The acknowledgement is a courtesy; the lead itself has reached the sales mailbox.
      return { outcome: "sent", acknowledgement: "failed" };
    }
    await markAcknowledged(dir, id).catch(() => undefined);
    return { outcome: "sent", acknowledgement: "sent" };
  });
  return locked.locked ? locked.value : { outcome: "busy" };
}
