import { describe, expect, it } from "vitest";
import { demoPdf } from "../db/seed/demo-verification";
import { isPdf } from "./pdf";

describe("isPdf", () => {
  const real = demoPdf(["A one-page PDF"]);

  it("takes a real PDF, also with line ends or padding after %%EOF", () => {
    expect(isPdf(real)).toBe(true);
    expect(isPdf(Buffer.concat([real, Buffer.from("\r\n\0\0\0")]))).toBe(true);
  });

  it("takes a PDF 1.5 cross-reference stream (startxref points at an object)", () => {
    const body = "%PDF-1.5\n1 0 obj\n<< /Type /Catalog >>\nendobj\n";
    const xref = Buffer.byteLength(body);
    const pdf = `${body}2 0 obj\n<< /Type /XRef /Size 3 /Root 1 0 R >>\nstream\n\nendstream\nendobj\nstartxref\n${xref}\n%%EOF\n`;
    expect(isPdf(Buffer.from(pdf))).toBe(true);
  });

  it("refuses what only starts like a PDF", () => {
    const html = "<html><script>alert(1)</script></html>";
    for (const fake of [
      `%PDF-1.4\n${html}`,
      `%PDF-1.4\n${html}\n%%EOF\n`,
      `%PDF-1.4\n${html}\nstartxref\n999999\n%%EOF\n`,
      `%PDF-1.4\n${html}\nstartxref\n9\n%%EOF\n`,
      "%PDF-\nstartxref\n0\n%%EOF",
      `%PDF-1.4\n1 0 obj<< /Type /Catalog >>endobj\ntrailer<< /Root 1 0 R >>\n%%EOF\n`,
    ]) {
      expect(isPdf(Buffer.from(fake)), fake).toBe(false);
    }
    // A real PDF's ending moved far from the end (something appended after it).
    expect(isPdf(Buffer.concat([real, Buffer.from(html.repeat(40))]))).toBe(false);
  });
});
