/** `npm run openapi`: regenerate schema/openapi.json from the route declarations. */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { generatedOpenApiText } from "./openapi-document.js";

const target = fileURLToPath(new URL("../schema/openapi.json", import.meta.url));
writeFileSync(target, generatedOpenApiText());
console.log(`wrote ${target}`);
