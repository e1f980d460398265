/* Marquoir: behaviour added to Material pages. Idempotent, run on every page
   (Material's document$ when present). Labels come from the page, never from here. */
(function () {
  "use strict";
  function init() {}
  if (window.document$ && window.document$.subscribe) window.document$.subscribe(init);
  else document.addEventListener("DOMContentLoaded", init);
})();
