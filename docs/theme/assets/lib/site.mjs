/* Marquoir: where the language's site is, and running a part of the script on every page Material shows.
   Touches the page. */

/* The address of this language's site (the folder of its index.html), whatever the host, port or file:// folder it
   is read from; null where the page has no Material configuration. */
export function siteRoot() {
  const config = document.getElementById("__config");
  if (!config) return null;
  const base = JSON.parse(config.textContent).base || ".";
  return new URL(base.replace(/\/?$/, "/"), location.href).href;
}

/* Run `init` on every page load (Material's document$ when present, else once the document is read). */
export function onEveryPage(init) {
  if (window.document$ && typeof window.document$.subscribe === "function") window.document$.subscribe(init);
  else if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init);
  else init();
}
