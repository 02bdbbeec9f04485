// Server-rendered pages load the app with this instead of a module script in the head: the page is
// already on screen, so its scripts wait until its pictures have loaded ("load"), the largest ones
// are decoded, and the frame that shows them has been painted (a task after the next animation
// frame), and never hold back the paint of the largest one. data-entry names the app's entry chunk
// of this build, data-modules the libraries it imports. All are fetched at once; then each library
// is started in a task of its own before the entry, because starting the whole app in one go held a
// phone's main thread for 150 ms and more.
(() => {
  const script = document.currentScript;
  const entry = script?.dataset.entry;
  if (!entry) return;
  const libraries = (script.dataset.modules ?? "").split(" ").filter(Boolean);
  const nextTask = () => new Promise((resolve) => setTimeout(resolve));
  const boot = async () => {
    for (const href of [...libraries, entry]) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
    for (const href of libraries) {
      await import(href);
      await nextTask();
    }
    await import(entry);
  };
  // "load" can come before the largest picture is decoded and painted (an AVIF takes a while); its
  // paint then lands after the scripts have started downloading, and waits behind them. So the
  // pictures marked fetchpriority=high are decoded first, for at most two seconds.
  const decoded = () =>
    Promise.race([
      Promise.all(
        Array.from(document.querySelectorAll('img[fetchpriority="high"]'), (img) =>
          img.decode().catch(() => {}),
        ),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]);
  const start = () => decoded().then(() => requestAnimationFrame(() => setTimeout(boot)));
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
})();
