import { describe, expect, it } from "vitest";
import { shareLinks } from "./share";

describe("share links", () => {
  it("give WhatsApp, SMS, Facebook, X and email the headline and the page's URL, encoded", () => {
    const url = "https://affordable.example/party/6b1f0a4e-8f39-4c8e-9d5e-2f0c7d2f1a11";
    const links = shareLinks("Rosa's Campaign & more", url);
    expect(links.map((l) => l.name)).toEqual(["WhatsApp", "SMS", "Facebook", "X", "Email"]);
    for (const link of links) {
      expect(decodeURIComponent(link.href)).toContain(url);
      expect(link.href).not.toContain(" ");
      if (link.name !== "Facebook") expect(decodeURIComponent(link.href)).toContain("Rosa's Campaign & more");
    }
    expect(links.find((l) => l.name === "X")?.href).toContain("text=Rosa's%20Campaign%20%26%20more");
    expect(links.filter((l) => l.web).map((l) => l.name)).toEqual(["WhatsApp", "Facebook", "X"]);
  });
});
