// Builds the prebuilt JupyterLab extension into dist/ with JupyterLab's own extension builder
// (@jupyterlab/builder, what `jupyter labextension build` runs), offline: the shared-package
// metadata comes from the jupyterlab Python package of GENIE_PYTHON (default python3).
// The wheel installs dist/ as share/jupyter/labextensions/genie_widgets (pyproject's shared-data).
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const python = process.env.GENIE_PYTHON || "python3";
const development = process.argv.includes("--development");

const corePath = execFileSync(
  python,
  ["-c", "import jupyterlab, os; print(os.path.join(os.path.dirname(jupyterlab.__file__), 'staging'))"],
  { encoding: "utf8" },
).trim();
if (!existsSync(join(corePath, "package.json"))) {
  throw new Error(`${python} has no JupyterLab 4 staging metadata at ${corePath}: install jupyterlab>=4 there`);
}

const builder = createRequire(join(here, "package.json")).resolve("@jupyterlab/builder/lib/build-labextension.js");
const args = [builder, "--core-path", corePath, ...(development ? ["--development"] : []), here];
execFileSync(process.execPath, args, { cwd: here, stdio: "inherit" });

// The extension loads nothing from another host: every module is in dist/static or JupyterLab's own.
const dist = join(here, "dist");
const built = JSON.parse(readFileSync(join(dist, "package.json"), "utf8"));
if (!built.jupyterlab?._build?.load) throw new Error("the builder wrote no remoteEntry into dist/package.json");
for (const name of readdirSync(join(dist, "static"))) {
  if (!name.endsWith(".js")) continue;
  const text = readFileSync(join(dist, "static", name), "utf8");
  if (/\bimport\s*(?:\(|[^;]*?from\s*)["']https?:/.test(text)) throw new Error(`${name} imports from a remote URL`);
}
console.log(`labextension: ${built.jupyterlab._build.load}`);
