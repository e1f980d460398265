/* Marquoir: whole-term highlights in Japanese search results, moved as it was from marquoir.js (the `search` branch
   replaces this part; marquoir.mjs calls initSearchResults on every page). Touches the page. */
import { all } from "./lib/dom.mjs";

/* ----------------------------------------------- search results (issue #12) */

/* Japanese is written without spaces: Material cuts a query into index tokens and highlights
   each one it matched, so 二人目 marks every 人 and 2人目 the 2 of 12, in the results and, through
   the link's ?h=, on the page opened. In Japanese, a result's marks and the words handed to
   the page are the query's whole terms (what the reader typed between spaces). */
var TERM_SEPARATOR = /[\s\u3000、。，．・「」『』（）()\[\]！？!?：:]+/;

function queryTerms() {
  var input = document.querySelector(".md-search__input");
  var terms = (input ? input.value : "").split(TERM_SEPARATOR).filter(Boolean);
  return terms.sort(function (a, b) { return b.length - a.length; });  /* the longest first */
}

function markTerms(root, terms) {
  all("mark", root).forEach(function (mark) { mark.replaceWith(document.createTextNode(mark.textContent)); });
  root.normalize();
  if (!terms.length) return;
  var pattern = new RegExp(terms.map(function (t) { return t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"); }).join("|"), "gi");
  var walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  var nodes = [];
  for (var node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node);
  nodes.forEach(function (text) {
    var value = text.nodeValue, last = 0, parts = [], match;
    pattern.lastIndex = 0;
    while ((match = pattern.exec(value))) {
      parts.push(document.createTextNode(value.slice(last, match.index)));
      var mark = document.createElement("mark");
      mark.textContent = match[0];
      parts.push(mark);
      last = match.index + match[0].length;
    }
    if (!parts.length) return;
    parts.push(document.createTextNode(value.slice(last)));
    text.replaceWith.apply(text, parts);
  });
}

function wholeTermResults(item) {
  var terms = queryTerms();
  all("a.md-search-result__link", item).forEach(function (link) {
    var url = new URL(link.href);
    if (url.searchParams.has("h")) {
      url.searchParams.set("h", terms.join(" "));
      link.href = url.href;
    }
    all("article", link).forEach(function (article) { markTerms(article, terms); });
  });
}

export function initSearchResults() {
  var list = document.querySelector(".md-search-result__list");
  if (!list || list.getAttribute("data-mq-ready") || document.documentElement.lang !== "ja") return;
  list.setAttribute("data-mq-ready", "1");
  new MutationObserver(function (records) {
    records.forEach(function (record) {
      Array.prototype.forEach.call(record.addedNodes, function (node) {
        if (node.nodeType === 1) wholeTermResults(node);
      });
    });
  }).observe(list, { childList: true });
}
