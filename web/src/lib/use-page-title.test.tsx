import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { siteDescription, siteTitle, summarise, usePageTitle } from "./use-page-title";

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute("content");

describe("usePageTitle", () => {
  it("sets the title and the meta description, falling back to the store's own", () => {
    const { rerender } = renderHook(({ title, text }) => usePageTitle(title, text), {
      initialProps: { title: "Truffle Box", text: "Twelve <b>fresh-cream</b> truffles." } as {
        title?: string;
        text?: string;
      },
    });
    expect(document.title).toBe("Truffle Box · Mithaas");
    expect(description()).toBe("Twelve fresh-cream truffles.");
    rerender({ title: undefined, text: undefined });
    expect(document.title).toBe(siteTitle);
    expect(description()).toBe(siteDescription);
  });

  it("cuts long descriptions at a word", () => {
    const text = summarise("word ".repeat(60));
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith("word…")).toBe(true);
  });
});
