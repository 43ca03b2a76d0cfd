import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { looksLikePaymentScam } from "../../common/scam-warning";
import { isUuid } from "../../common/schemas/id";
import { reportDecisionSchema, reportSchema } from "../../common/schemas/message";
import { requireRole, requireUser, type SessionUser } from "../auth/session";
import type { Database, Executor } from "../db/client";
import { profiles } from "../db/schema/auth";
import { messageBlocks, messageReports } from "../db/schema/messages";
import { AppError } from "../errors";
import { EMAIL_JOB } from "../jobs/email";
import type { JobQueue } from "../jobs/queue";
import { myConversation, otherOf } from "../messages/find-conversation";
import { threadMessages } from "../messages/read-thread";
import { parseInput } from "../validation";
import { messagingWarningEmail } from "./emails";

/**
 * Message reports: a participant reports a conversation (which also blocks the other person); admins
 * see a conversation only through a report, at /admin/messages, and dismiss it, warn the reported account
 * by email or suspend its messaging.
 */

export const REPORT_NOT_FOUND = "This report doesn't exist.";

/** Reports a conversation to the admins and blocks the other person, in one transaction. */
export async function reportConversation(deps: { db: Database }, user: SessionUser | null, input: unknown) {
  const me = requireUser(user).id;
  const { conversationId, reason } = parseInput(reportSchema, input ?? {});
  const conversation = await myConversation(deps.db, me, conversationId);
  const other = otherOf(conversation, me);
  await deps.db.transaction(async (tx) => {
    await tx.insert(messageBlocks).values({ blockerId: me, blockedId: other }).onConflictDoNothing();
    const [open] = await tx
      .select({ id: messageReports.id })
      .from(messageReports)
      .where(
        and(
          eq(messageReports.conversationId, conversation.id),
          eq(messageReports.reporterId, me),
          eq(messageReports.status, "open"),
        ),
      )
      .limit(1);
    if (!open) {
      await tx
        .insert(messageReports)
        .values({ conversationId: conversation.id, reporterId: me, reportedId: other, reason });
    }
  });
  return { conversationId: conversation.id };
}

export interface MessageReportSummary {
  id: string;
  status: string;
  reason: string;
  createdAt: string;
  reporterName: string;
  reportedId: string;
  reportedName: string;
  reportedEmail: string;
  reportedSuspended: boolean;
  messages: { id: string; senderName: string; text: string; createdAt: string; scam: boolean }[];
}

/** Admin review list: open reports first, each with its conversation (admins see one only this way). */
export async function listMessageReports(
  db: Executor,
  user: SessionUser | null,
): Promise<MessageReportSummary[]> {
  requireRole(user, ["admin"]);
  const reports = await db
    .select({
      id: messageReports.id,
      conversationId: messageReports.conversationId,
      status: messageReports.status,
      reason: messageReports.reason,
      createdAt: messageReports.createdAt,
      reporterId: messageReports.reporterId,
      reportedId: messageReports.reportedId,
    })
    .from(messageReports)
    .orderBy(sql`${messageReports.status} <> 'open'`, desc(messageReports.createdAt))
    .limit(50);
  if (reports.length === 0) return [];
  const people = await db
    .select({
      id: profiles.id,
      name: profiles.fullName,
      email: profiles.email,
      suspendedAt: profiles.messagingSuspendedAt,
    })
    .from(profiles)
    .where(inArray(profiles.id, [...new Set(reports.flatMap((r) => [r.reporterId, r.reportedId]))]));
  const person = (id: string) => people.find((p) => p.id === id);
  const out: MessageReportSummary[] = [];
  for (const r of reports) {
    const thread = await threadMessages(db, r.conversationId, "");
    out.push({
      id: r.id,
      status: r.status,
      reason: r.reason,
      createdAt: r.createdAt.toISOString(),
      reporterName: person(r.reporterId)?.name ?? "",
      reportedId: r.reportedId,
      reportedName: person(r.reportedId)?.name ?? "",
      reportedEmail: person(r.reportedId)?.email ?? "",
      reportedSuspended: Boolean(person(r.reportedId)?.suspendedAt),
      messages: thread.map((m) => ({
        id: m.id,
        senderName: m.senderName,
        text: m.text,
        createdAt: m.createdAt,
        scam: looksLikePaymentScam(m.text),
      })),
    });
  }
  return out;
}

/**
 * An admin decides on a report: dismiss it, warn the reported account (an email), or suspend its
 * messaging. The report and the account change together; the warning email is queued in the same
 * transaction.
 */
export async function decideMessageReport(
  deps: { db: Database; jobs: JobQueue },
  user: SessionUser | null,
  input: unknown,
) {
  requireRole(user, ["admin"]);
  const { reportId, decision } = parseInput(reportDecisionSchema, input ?? {});
  if (!isUuid(reportId)) throw new AppError("NOT_FOUND", REPORT_NOT_FOUND);
  return deps.db.transaction(async (tx) => {
    const [report] = await tx.select().from(messageReports).where(eq(messageReports.id, reportId)).limit(1);
    if (!report) throw new AppError("NOT_FOUND", REPORT_NOT_FOUND);
    const status = decision === "dismiss" ? "dismissed" : decision === "warn" ? "warned" : "suspended";
    await tx
      .update(messageReports)
      .set({ status, resolvedAt: new Date() })
      .where(eq(messageReports.id, report.id));
    if (decision === "suspend") {
      await tx
        .update(profiles)
        .set({ messagingSuspendedAt: new Date() })
        .where(and(eq(profiles.id, report.reportedId), isNull(profiles.messagingSuspendedAt)));
    }
    if (decision === "warn") {
      const [reported] = await tx
        .select({ to: profiles.email, name: profiles.fullName, locale: profiles.locale })
        .from(profiles)
        .where(eq(profiles.id, report.reportedId));
      if (reported) {
        await deps.jobs.send(EMAIL_JOB, messagingWarningEmail(reported), {
          tx,
        });
      }
    }
    return { status };
  });
}
