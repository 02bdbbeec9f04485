import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// Route screens are lazy modules that Vite transforms on first import; on a busy machine that takes
// longer than the library's 1 s default for findBy/waitFor. A screen that never appears still fails.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

// jsdom does no layout, so it leaves out the scrolling calls screens make after navigating.
Element.prototype.scrollIntoView = function scrollIntoView() {};
window.scrollTo = () => {};
// jsdom decodes no pictures; screens that check a picked file decodes see every file as a picture.
HTMLImageElement.prototype.decode = () => Promise.resolve();
// jsdom has <dialog> but not its modal methods.
HTMLDialogElement.prototype.showModal = function showModal() {
  this.setAttribute("open", "");
};
HTMLDialogElement.prototype.close = function close() {
  this.removeAttribute("open");
  this.dispatchEvent(new Event("close"));
};
