/* Marquoir: behaviour added to Material pages — glossary terms that show their
   definition on a first tap, a language
   selector that keeps the page, the registration of the service worker that keeps
   the site offline, and the loading of the parts only some pages use: the score
   counter (marquoir-counter.js) and the card tables' filters and sorting
   (marquoir-cards.js).
   No words and no rule here: every label, and the counter's scoring, ranking
   criteria, limits and number of players, come from the generated page (the
   engine's rules). Each part is idempotent and runs on every page load
   (Material's document$ when present). */
(function () {
  "use strict";

  function all(selector, root) {
    return Array.prototype.slice.call((root || document).querySelectorAll(selector));
  }

  function format(template, values) {
    return template.replace(/\{(\w+)\}/g, function (_, key) {
      return key in values ? String(values[key]) : "{" + key + "}";
    });
  }

  /* The helpers the parts loaded on demand share (marquoir-counter.js, marquoir-cards.js). */
  var Marquoir = window.Marquoir = window.Marquoir || { parts: {} };
  Marquoir.all = all;
  Marquoir.format = format;

  /* A part of the script that only some pages use (the counter, the card tables) is a file of its own, next to
     this one, loaded the first time a page needs it: the first view of every other page does not carry it. */
  var HERE = (document.currentScript && document.currentScript.src) || "";
  var waiting = {};

  function withPart(name, then) {
    if (Marquoir.parts[name]) { then(Marquoir.parts[name]); return; }
    if (waiting[name]) { waiting[name].push(then); return; }
    waiting[name] = [then];
    var script = document.createElement("script");
    script.src = new URL("marquoir-" + name + ".js", HERE || location.href).href;
    script.onload = function () {
      var part = Marquoir.parts[name], calls = waiting[name];
      waiting[name] = null;
      if (part) calls.forEach(function (call) { call(part); });
    };
    script.onerror = function () { waiting[name] = null; };
    document.head.appendChild(script);
  }

  /* --------------------------------------------------------- glossary terms */

  /* On a touch screen, a first tap on a glossary term (a.mq-term) shows its definition (the link's
     title: the definition's first sentence, then the term in the three languages) in a small box under
     it, instead of leaving the page; a second tap on the term, or the box's link, opens the glossary.
     A mouse or a keyboard follows the link at once (the title is then its tooltip). The box holds a
     link, so it is no ARIA tooltip: the term is described by it (aria-describedby) while it is open. */
  var lastPointer = "";
  var tip = null;
  var tipFor = null;

  function scriptLabels() {
    var element = document.getElementById("mq-labels");
    try { return element ? JSON.parse(element.textContent) || {} : {}; } catch (e) { return {}; }
  }

  function closeTip() {
    if (tipFor) tipFor.removeAttribute("aria-describedby");
    if (tip) tip.remove();
    tip = null;
    tipFor = null;
  }

  function showTip(link) {
    closeTip();
    var lines = (link.getAttribute("title") || "").split("\n");
    tip = document.createElement("div");
    tip.className = "mq-term-tip";
    tip.id = "mq-term-tip";
    lines.forEach(function (line, i) {
      if (!line) return;
      var p = document.createElement("p");
      p.textContent = line;
      if (i > 0) p.className = "mq-term-tip__langs";
      tip.appendChild(p);
    });
    var more = document.createElement("a");
    more.href = link.href;
    more.textContent = scriptLabels().term_open || link.textContent;
    tip.appendChild(more);
    document.body.appendChild(tip);
    var box = link.getBoundingClientRect();
    var width = tip.offsetWidth;
    var room = document.documentElement.clientWidth;
    tip.style.left = Math.max(8, Math.min(box.left, room - width - 8)) + window.scrollX + "px";
    /* under the term, or above it when the screen has no room left below */
    var below = box.bottom + 6 + tip.offsetHeight <= window.innerHeight || box.top < tip.offsetHeight + 6;
    tip.style.top = (below ? box.bottom + 6 : box.top - tip.offsetHeight - 6) + window.scrollY + "px";
    if (tip.scrollIntoView) tip.scrollIntoView({ block: "nearest" });
    link.setAttribute("aria-describedby", tip.id);
    tipFor = link;
  }

  function initTermTaps() {
    if (document.documentElement.getAttribute("data-mq-terms")) return;
    document.documentElement.setAttribute("data-mq-terms", "1");
    document.addEventListener("pointerdown", function (event) { lastPointer = event.pointerType || ""; }, true);
    document.addEventListener("keydown", function (event) {
      lastPointer = "";
      if (event.key === "Escape") closeTip();
    }, true);
    document.addEventListener("click", function (event) {
      var target = event.target;
      var link = target.closest && target.closest("a.mq-term");
      if (tip && !(target.closest && target.closest(".mq-term-tip")) && link !== tipFor) closeTip();
      if (!link || link === tipFor) return;  /* a second tap follows the link */
      if (lastPointer !== "touch" && lastPointer !== "pen") return;
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      showTip(link);
    });
  }

  /* ------------------------------------------------------- language selector */

  /* The three sites have the same pages at the same paths: go to this page in the
     chosen language, whatever the host, port or file:// folder the site is read from. */
  function siteRoot() {
    var config = document.getElementById("__config");
    if (!config) return null;
    var base = JSON.parse(config.textContent).base || ".";
    return new URL(base.replace(/\/?$/, "/"), location.href).href;
  }

  function initLanguageLinks() {
    if (document.documentElement.getAttribute("data-mq-lang-links")) return;
    document.documentElement.setAttribute("data-mq-lang-links", "1");
    document.addEventListener("click", function (event) {
      var link = event.target.closest && event.target.closest("a[hreflang]");
      if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      var root = siteRoot();
      if (!root || location.href.indexOf(root) !== 0) return;
      var page = location.href.slice(root.length) || "index.html";
      event.preventDefault();
      event.stopImmediatePropagation();
      location.href = new URL(".", link.href).href + page;
    }, true);
  }

  function init() {
    if (Marquoir.parts.counter) Marquoir.parts.counter.leave();
    document.documentElement.removeAttribute("data-mq-counter-in-view");
    var counters = all("[data-score-counter]");
    if (counters.length) withPart("counter", function (part) { counters.forEach(part.init); });
    if (document.querySelector("[data-filter-for], table[data-card-table]")) {
      withPart("cards", function (part) { part.init(); });
    }
    initLanguageLinks();
    initTermTaps();
  }

  if (window.document$ && typeof window.document$.subscribe === "function") window.document$.subscribe(init);
  else if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init);
  else init();

  /* ------------------------------------------------- offline (service worker) */

  /* The language's site offline after one visit: its service worker (sw.js at the site's root, written
     by the build) caches the site once the page has loaded, and the case checker's engine after its
     first use. Not on file:// (a copy on disk is offline already). */
  if ("serviceWorker" in navigator && /^https?:$/.test(location.protocol)) {
    window.addEventListener("load", function () {
      var root = siteRoot();
      if (root) navigator.serviceWorker.register(new URL("sw.js", root).href, { scope: root }).catch(function () {});
    });
  }
})();
