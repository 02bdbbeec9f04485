// Server-rendered pages load the app with this instead of a module script in the head: the page is
// already on screen, so its scripts wait until its pictures have loaded ("load") and the frame that
// shows them has been painted (a task after the next animation frame), and never hold back the paint
// of the largest one. data-entry names the app's entry chunk of this build.
(() => {
  const entry = document.currentScript?.dataset.entry;
  if (!entry) return;
  const start = () => requestAnimationFrame(() => setTimeout(() => import(entry)));
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
})();
