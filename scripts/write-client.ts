/** `npm run client`: regenerate client/schema.ts (the typed client's types) from the route declarations. */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { generatedClientTypes } from "./client-types.js";

const target = fileURLToPath(new URL("../client/schema.ts", import.meta.url));
writeFileSync(target, await generatedClientTypes());
console.log(`wrote ${target}`);
