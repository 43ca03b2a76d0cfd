import { tooMuchMessage } from "@common/rent-party-rules";
import { afterEach, describe, expect, it, vi } from "vitest";
import { byEnglishText, linguiInstance, parsedMessages } from "./i18n";
import { compiledMessages, pageMessages, serverT } from "./i18n.server";

function lookup(locale: "en" | "es") {
  return byEnglishText(linguiInstance(locale, compiledMessages(locale, "rentParty", "auth")), "error");
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
    const cards = compiledMessages("en", "cards");
    expect(cards["listings.card.save"]).toBe("Save this home");
    expect(cards["error.This listing doesn't exist or is no longer available."]).toBe(
      "This listing doesn't exist or is no longer available.",
    );
    expect(cards["listings.card.distance"]).toEqual([["miles"], " mi away"]);
  });

  it("a page's messages travel as one JSON text per language and areas, made once", () => {
    const json = pageMessages("es", "cards", "map");
    expect(pageMessages("es", "cards", "map")).toBe(json);
    expect(JSON.parse(json)).toEqual(compiledMessages("es", "cards", "map"));
    expect(JSON.parse(json)["listings.card.save"]).toBe("Guardar este hogar");
  });

  it("a text is parsed once, to the same messages; messages saved as an object (an older offline copy) pass as they are", () => {
    const json = pageMessages("en", "map");
    const messages = parsedMessages(json);
    expect(messages).toEqual(compiledMessages("en", "map"));
    expect(parsedMessages(JSON.stringify(JSON.parse(json)) as typeof json)).toBe(messages);
    const older = { ...compiledMessages("en", "map") };
    expect(parsedMessages(older)).toBe(older);
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
