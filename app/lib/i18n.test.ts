import { tooMuchMessage } from "@common/rent-party-rules";
import { afterEach, describe, expect, it, vi } from "vitest";
import { byEnglishText, linguiInstance } from "./i18n";
import { documentMessages, loaderMessages, pageMessages, scriptSafeJson, serverT } from "./i18n.server";

function lookup(locale: "en" | "es") {
  return byEnglishText(linguiInstance(locale, pageMessages(locale, "rentParty", "auth")), "error");
}

describe("English texts shown in the page's language", () => {
  it("a message with no figure: by its own key, else as written", () => {
    expect(lookup("es")("Title is required")).toBe("Escribe un título");
    expect(lookup("es")("Something no catalog has")).toBe("Something no catalog has");
  });

  it("a message with figures: its placeholders are filled from the English text", () => {
    const es = lookup("es");
    expect(es(tooMuchMessage(1_234))).toBe("A esta colecta solo le faltan $12.34. Dona $12.34 en su lugar.");
    expect(es("A payout can be at most $1,250.50, the amount not yet paid out")).toBe(
      "Un pago puede ser de $1,250.50 como máximo, lo que aún no se ha pagado",
    );
    expect(es("Story must be at most 5,000 characters")).toBe(
      "Tu historia debe tener como máximo 5,000 caracteres",
    );
    // Only the whole text matches: a longer one stays English.
    expect(es("A payout can be at most $5, the amount not yet paid out. Really.")).toBe(
      "A payout can be at most $5, the amount not yet paid out. Really.",
    );
  });

  it("English pages get the English text back, figures included", () => {
    expect(lookup("en")(tooMuchMessage(500))).toBe(tooMuchMessage(500));
  });
});

describe("compiled catalogs", () => {
  afterEach(() => vi.restoreAllMocks());

  it("a text without placeholders is kept as its string; one with placeholders is compiled", () => {
    const cards = pageMessages("en", "cards");
    expect(cards["listings.card.save"]).toBe("Save this home");
    expect(cards["error.This listing doesn't exist or is no longer available."]).toBe(
      "This listing doesn't exist or is no longer available.",
    );
    expect(cards["listings.card.distance"]).toEqual([["miles"], " mi away"]);
  });

  it("Lingui gives plain texts back as they are and fills the others, with no warning", () => {
    const warn = vi.spyOn(console, "warn");
    const t = serverT("es", "cards");
    expect(t("listings.card.save")).toBe("Guardar este hogar");
    expect(t("listings.card.distance", { miles: 2.5 })).toBe("a 2.5 mi");
    expect(lookup("es")("Title is required")).toBe("Escribe un título");
    expect(warn).not.toHaveBeenCalled();
  });
});

describe("a document's messages", () => {
  const setOf = (messages: unknown) => (messages as Record<string, string>).$messageSet;

  it("a data request gets the messages; a document, the name of their set", () => {
    expect(loaderMessages({ locale: "es" }, "cards")).toBe(pageMessages("es", "cards"));
    expect(loaderMessages({ locale: "es", documentRequest: false }, "cards")).toBe(
      pageMessages("es", "cards"),
    );
    const ref = loaderMessages({ locale: "es", documentRequest: true }, "cards", "voucherFit");
    expect(ref).toEqual({ $messageSet: "es:cards,voucherFit" });
    expect(loaderMessages({ locale: "es", documentRequest: true }, "cards", "voucherFit")).toBe(ref);
    expect(documentMessages.messages(setOf(ref))).toBe(pageMessages("es", "cards", "voucherFit"));
  });

  it("the script gives the browser the same messages, and nothing in them can end it", () => {
    const shell = setOf(loaderMessages({ locale: "en", documentRequest: true }, "shell"));
    const cards = setOf(loaderMessages({ locale: "es", documentRequest: true }, "cards"));
    const script = documentMessages.script([shell, cards]);
    expect(script).not.toMatch(/<|\u2028|\u2029/);
    expect(documentMessages.script([shell, cards])).toBe(script);
    const hostile = { text: "</script><!-- \u2028 \u2029" };
    expect(scriptSafeJson(hostile)).not.toMatch(/<|\u2028|\u2029/);
    expect(JSON.parse(scriptSafeJson(hostile))).toEqual(hostile);
    const window: { __messages?: Record<string, unknown> } = { __messages: { kept: {} } };
    new Function("window", script)(window);
    expect(window.__messages).toEqual({
      kept: {},
      [shell]: pageMessages("en", "shell"),
      [cards]: pageMessages("es", "cards"),
    });
  });
});
