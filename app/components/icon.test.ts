import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Icon } from "./icon";

describe("Icon", () => {
  it("draws the sprite's symbol, hidden from assistive technology, with the .icon rule's look", () => {
    const html = renderToStaticMarkup(createElement(Icon, { name: "map-pin", className: "size-4 shrink-0" }));
    expect(html).toMatch(
      /^<svg aria-hidden="true" class="icon size-4 shrink-0"><use href="[^"#]*\/icons(-[\w-]+)?\.svg(\?[^"#]*)?#map-pin"><\/use><\/svg>$/,
    );
    // A real URL: <use> does not follow a data: URI.
    expect(html).not.toContain("data:");
  });

  it("takes another stroke width", () => {
    const html = renderToStaticMarkup(createElement(Icon, { name: "house", strokeWidth: 1.5 }));
    expect(html).toContain('style="stroke-width:1.5"');
  });
});
