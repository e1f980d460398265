/* Marquoir's search box: the ARIA combobox that shows the hits as you type. DOM.

   input[data-search-input] (role combobox) controls [data-search-results] (role listbox): each hit is an option
   [data-search-result] with its data-edition and data-kind, holding one link to the entry. ↑ and ↓ move through
   the hits (aria-activedescendant), Enter opens the one chosen (or the first), "more" shows as many again.
   Every text is set as text, never as HTML: a query or a document is data. */
import { composing, el } from "../lib/dom.mjs";
import { listView } from "./view.mjs";

export function mountBox(root, search, data, siteRoot) {
  const input = root.querySelector("[data-search-input]");
  const list = root.querySelector("[data-search-results]");
  const status = root.querySelector("[data-search-status]");
  const more = root.querySelector("[data-search-more]");
  const form = root.querySelector("[data-search-form]");
  const step = data.ranking.shown;
  let shown = step;
  let hits = [];
  let active = -1;
  let pending = 0;

  function options() {
    return Array.from(list.querySelectorAll("[data-search-result]"));
  }

  function choose(i) {
    const all = options();
    all.forEach((option, k) => option.setAttribute("aria-selected", k === i ? "true" : "false"));
    active = i >= 0 && i < all.length ? i : -1;
    if (active < 0) input.removeAttribute("aria-activedescendant");
    else {
      input.setAttribute("aria-activedescendant", all[active].id);
      all[active].scrollIntoView({ block: "nearest" });
    }
  }

  function render() {
    const view = listView(input.value, hits, shown, data, siteRoot);
    status.textContent = view.status;
    list.replaceChildren(...view.hits.map((hit, i) => el("li", {
      class: "md-search-result__item mq-hit", role: "option", id: `mq-hit-${i}`, "aria-selected": "false",
      "data-search-result": true, "data-edition": hit.edition, "data-kind": hit.kind,
    }, [el("a", { class: "md-search-result__link mq-hit__link", href: hit.href, tabindex: "-1" }, [
      el("article", { class: "md-typeset mq-hit__article" }, [
        el("p", { class: "mq-hit__meta" }, [
          el("span", { class: "mq-hit__edition", text: hit.editionName }), " · ",
          el("span", { class: "mq-hit__kind", text: hit.kindName }),
        ]),
        el("span", { class: "mq-hit__title", text: hit.title }),
        hit.answer ? el("p", { class: "mq-hit__answer", text: hit.answer }) : null,
      ]),
    ])])));
    more.hidden = !view.more;
    more.textContent = view.more;
    input.setAttribute("aria-expanded", view.hits.length ? "true" : "false");
    list.setAttribute("data-search-query", input.value);  // what the list answers (the tests wait for it)
    choose(-1);
  }

  function run() {
    pending = 0;
    hits = input.value.trim() ? search.search(input.value).hits : [];
    shown = step;
    render();
  }

  input.addEventListener("input", () => {
    if (!pending) pending = requestAnimationFrame(run);
  });
  form.addEventListener("reset", () => setTimeout(run));
  more.addEventListener("click", () => {
    const first = shown;
    shown += step;
    render();
    const next = options()[first];
    if (next) next.querySelector("a").focus();
  });
  input.addEventListener("keydown", (event) => {
    if (composing(event)) return;  /* the input method's Enter and arrows: the reader is still typing */
    const all = options();
    if (event.key === "ArrowDown" && all.length) {
      event.preventDefault();
      choose(active + 1 < all.length ? active + 1 : 0);
    } else if (event.key === "ArrowUp" && all.length) {
      event.preventDefault();
      choose(active > 0 ? active - 1 : all.length - 1);
    } else if (event.key === "Enter") {
      event.preventDefault();
      if (pending) run();
      const chosen = options()[active >= 0 ? active : 0];
      if (chosen) window.location.assign(chosen.querySelector("a").href);
    }
  });
  list.addEventListener("mousemove", (event) => {
    const option = event.target.closest && event.target.closest("[data-search-result]");
    if (option) choose(options().indexOf(option));
  });
  if (input.value.trim()) run();
  return { run };
}
