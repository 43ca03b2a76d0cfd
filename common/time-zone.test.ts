import { describe, expect, it } from "vitest";
import { isTimeZone, stateTimeZone, timeZoneFromCookie } from "./time-zone";

describe("the reader's time zone", () => {
  it("accepts the zones Intl knows, aliases included, and nothing else", () => {
    for (const zone of ["America/Chicago", "UTC", "Asia/Kolkata", "Asia/Calcutta", "Etc/GMT+5"]) {
      expect(isTimeZone(zone)).toBe(true);
    }
    for (const zone of [
      "Mars/Olympus",
      "",
      "America/Chicago; x=1",
      "../etc",
      "+05:00",
      "a".repeat(80),
      42,
      null,
    ]) {
      expect(isTimeZone(zone)).toBe(false);
    }
  });

  it("reads the tz cookie, encoded or not, and ignores a bad one", () => {
    expect(timeZoneFromCookie("a=1; tz=America%2FChicago; b=2")).toBe("America/Chicago");
    expect(timeZoneFromCookie("tz=Europe/Berlin")).toBe("Europe/Berlin");
    expect(timeZoneFromCookie("tz=Nowhere%2FLand")).toBeNull();
    expect(timeZoneFromCookie("tz=%E0%A4%A")).toBeNull();
    expect(timeZoneFromCookie("xtz=America%2FChicago")).toBeNull();
    expect(timeZoneFromCookie(null)).toBeNull();
  });

  it("gives a U.S. state's zone by its code", () => {
    expect(stateTimeZone("IL")).toBe("America/Chicago");
    expect(stateTimeZone("ca")).toBe("America/Los_Angeles");
    expect(stateTimeZone("AZ")).toBe("America/Phoenix");
    expect(stateTimeZone("Ontario")).toBeNull();
    expect(stateTimeZone(null)).toBeNull();
  });
});
