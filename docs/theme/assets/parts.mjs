/* Marquoir: the parts of the script only some pages use (the score counter, the card tables), each a file of its own
   next to marquoir.js (marquoir-<name>.js), loaded the first time a page needs it: the first view of every other page
   does not carry it. A part registers itself in window.Marquoir.parts. Touches the page. */

const parts = (window.Marquoir = window.Marquoir || { parts: {} }).parts;
const HERE = (document.currentScript && document.currentScript.src) || "";  /* read while this script runs */
const waiting = {};

export function part(name) {
  return parts[name] || null;
}

/* Call `then(part)` once the part `name` is loaded (at once when it is). */
export function withPart(name, then) {
  if (parts[name]) { then(parts[name]); return; }
  if (waiting[name]) { waiting[name].push(then); return; }
  waiting[name] = [then];
  const script = document.createElement("script");
  script.src = new URL("marquoir-" + name + ".js", HERE || location.href).href;
  script.onload = () => {
    const calls = waiting[name];
    waiting[name] = null;
    if (parts[name]) calls.forEach((call) => call(parts[name]));
  };
  script.onerror = () => { waiting[name] = null; };
  document.head.appendChild(script);
}
