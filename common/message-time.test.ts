import { describe, expect, it } from "vitest";
import { formatConversationTime, formatMessageTime, messagePreview } from "./message-time";

const TZ = "America/Chicago";
// Wednesday, Nov 18 2026, 3:00 PM in Chicago.
const now = new Date("2026-11-18T21:00:00Z");

describe("conversation list times", () => {
  it("shows the time for a message today", () => {
    expect(formatConversationTime(new Date("2026-11-18T14:05:00Z"), now, TZ)).toBe("8:05 AM");
  });
  it("shows Yesterday for the day before, even less than 24 hours ago", () => {
    expect(formatConversationTime(new Date("2026-11-18T05:30:00Z"), now, TZ)).toBe("Yesterday");
  });
  it("shows the weekday name under 7 days", () => {
    expect(formatConversationTime(new Date("2026-11-15T18:00:00Z"), now, TZ)).toBe("Sunday");
    expect(formatConversationTime(new Date("2026-11-12T18:00:00Z"), now, TZ)).toBe("Thursday");
  });
  it("shows month and day from 7 days on", () => {
    expect(formatConversationTime(new Date("2026-11-11T18:00:00Z"), now, TZ)).toBe("Nov 11");
  });
});

describe("thread times", () => {
  it("shows a clock time within 24 hours", () => {
    expect(formatMessageTime(new Date("2026-11-17T22:00:00Z"), now, TZ)).toBe("4:00 PM");
  });
  it("shows date and time otherwise", () => {
    expect(formatMessageTime(new Date("2026-11-17T20:00:00Z"), now, TZ)).toBe("Nov 17, 2026, 2:00 PM");
  });
});

describe("previews", () => {
  it("cuts at 50 characters on one line", () => {
    expect(messagePreview("a".repeat(60))).toBe(`${"a".repeat(50)}...`);
    expect(messagePreview("Hi\nthere")).toBe("Hi there");
    expect(messagePreview("x".repeat(50))).toBe("x".repeat(50));
  });
});

describe("one clock: the reader's zone, never the runtime's", () => {
  const at = new Date("2026-11-18T06:55:00Z");
  it("shows the same instant as each reader's own time, alike in the list and the thread", () => {
    for (const [zone, clock] of [
      ["America/Chicago", "12:55 AM"],
      ["America/New_York", "1:55 AM"],
      ["America/Los_Angeles", "10:55 PM"],
    ] as const) {
      const later = new Date(at.getTime() + 60_000);
      expect(formatMessageTime(at, later, zone)).toBe(clock);
      expect(formatConversationTime(at, later, zone)).toBe(clock);
    }
  });
  it("counts Yesterday by the reader's calendar", () => {
    // 10:55 PM on the 17th in Los Angeles, read at 8 AM there on the 18th.
    expect(formatConversationTime(at, new Date("2026-11-18T16:00:00Z"), "America/Los_Angeles")).toBe(
      "Yesterday",
    );
  });
});
