import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

// jsdom does no layout, so it leaves out the scrolling calls screens make after navigating.
Element.prototype.scrollIntoView = function scrollIntoView() {};
window.scrollTo = () => {};
