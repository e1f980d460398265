/* Marquoir: on a touch screen, a first tap on a glossary term (a.mq-term) shows its definition (the link's title:
   the definition's first sentence, then the term in the three languages) in a small box under it, instead of
   leaving the page; a second tap on the term, or the box's link, opens the glossary. A mouse or a keyboard follows
   the link at once (the title is then its tooltip). The box holds a link, so it is no ARIA tooltip: the term is
   described by it (aria-describedby) while it is open. Touches the page. */

let lastPointer = "";
let tip = null;
let tipFor = null;

function scriptLabels() {
  const element = document.getElementById("mq-labels");
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
  tip = document.createElement("div");
  tip.className = "mq-term-tip";
  tip.id = "mq-term-tip";
  (link.getAttribute("title") || "").split("\n").forEach((line, i) => {
    if (!line) return;
    const p = document.createElement("p");
    p.textContent = line;
    if (i > 0) p.className = "mq-term-tip__langs";
    tip.appendChild(p);
  });
  const more = document.createElement("a");
  more.href = link.href;
  more.textContent = scriptLabels().term_open || link.textContent;
  tip.appendChild(more);
  document.body.appendChild(tip);
  const box = link.getBoundingClientRect();
  const width = tip.offsetWidth;
  const room = document.documentElement.clientWidth;
  tip.style.left = Math.max(8, Math.min(box.left, room - width - 8)) + window.scrollX + "px";
  /* under the term, or above it when the screen has no room left below */
  const below = box.bottom + 6 + tip.offsetHeight <= window.innerHeight || box.top < tip.offsetHeight + 6;
  tip.style.top = (below ? box.bottom + 6 : box.top - tip.offsetHeight - 6) + window.scrollY + "px";
  if (tip.scrollIntoView) tip.scrollIntoView({ block: "nearest" });
  link.setAttribute("aria-describedby", tip.id);
  tipFor = link;
}

export function initTermTaps() {
  if (document.documentElement.getAttribute("data-mq-terms")) return;
  document.documentElement.setAttribute("data-mq-terms", "1");
  document.addEventListener("pointerdown", (event) => { lastPointer = event.pointerType || ""; }, true);
  document.addEventListener("keydown", (event) => {
    lastPointer = "";
    if (event.key === "Escape") closeTip();
  }, true);
  document.addEventListener("click", (event) => {
    const target = event.target;
    const link = target.closest && target.closest("a.mq-term");
    if (tip && !(target.closest && target.closest(".mq-term-tip")) && link !== tipFor) closeTip();
    if (!link || link === tipFor) return;  /* a second tap follows the link */
    if (lastPointer !== "touch" && lastPointer !== "pen") return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    showTip(link);
  });
}
