// Bundles the front-end into ../genie_widgets/static/ (run by the Python build hook, or `npm run build`).
// Everything is bundled: the widgets load nothing from a CDN or any other host.
import * as esbuild from "esbuild";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const outdir = fileURLToPath(new URL("../genie_widgets/static/", import.meta.url));
const watch = process.argv.includes("--watch");

const options = {
  entryPoints: {
    cited_markdown: "src/cited_markdown/index.js",
    browser: "src/browser/index.js",
    chat: "src/chat/index.js",
  },
  bundle: true,
  format: "esm",
  target: "es2020",
  outdir,
  minify: !watch,
  sourcemap: false,
  legalComments: "none",
  loader: { ".css": "text" },
  logLevel: "info",
  metafile: true,
};

if (watch) {
  const ctx = await esbuild.context(options);
  await ctx.watch();
} else {
  const result = await esbuild.build(options);
  for (const [file, info] of Object.entries(result.metafile.outputs)) {
    const text = readFileSync(file, "utf8");
    if (/\bimport\s*(?:\(|[^;]*?from\s*)["']https?:/.test(text)) {
      throw new Error(`${file} imports from a remote URL; bundles must be self-contained`);
    }
    console.log(`${file.split("/").pop()}: ${(info.bytes / 1024).toFixed(1)} KiB`);
  }
}
