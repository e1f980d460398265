// For tests/test_js.py: what the page writes for every file of tests/scenarios/ the form can show: the case (through
// the form and back), its file (checker/yaml.mjs) and its link (checker/permalink.mjs), as JSON on stdout, for Python
// to read with the engine's own reader.
import { fromCase, toCase } from "../../../docs/theme/assets/checker/case.mjs";
import { writeLink } from "../../../docs/theme/assets/checker/permalink.mjs";
import { toYaml } from "../../../docs/theme/assets/checker/yaml.mjs";
import { data } from "../data.mjs";

const configs = data("checker_configs");
const out = {};
for (const scenario of data("scenarios")) {
  const config = configs[scenario.edition].fr;
  const model = fromCase(scenario.data, config);
  if (model === null) continue;
  const written = toCase(model, config);
  out[scenario.path] = { case: written, yaml: toYaml(written), link: await writeLink({ case: written }, config.link) };
}
/* names YAML would read as something else were they not quoted, and characters it does not allow raw */
const tricky = { edition: "moyen-age", players: ["no", "010", "Zoé «1»\u2028"], moves: ["take 1"],
                 setup: { no: { ecus: 10 } }, expect: { "010": { vp: 0 } } };
out.tricky = { case: tricky, yaml: toYaml(tricky), link: await writeLink({ case: tricky }, configs["moyen-age"].fr.link) };
process.stdout.write(JSON.stringify(out));
