// Runs the test files it is given in this one Node process: node:test runs every test each file registers and reports
// them together, with each failure's file and line. tests/test_js.py runs a folder of test files so, one start of
// Node for the folder instead of one per file.
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

for (const file of process.argv.slice(2)) await import(pathToFileURL(resolve(file)).href);
