/** `npm run -s openapi`: prints the contract's OpenAPI document (src/contract/openapi.ts) to stdout. */
import { openApiDocument } from '../contract/openapi.ts';

process.stdout.write(`${JSON.stringify(openApiDocument(), null, 2)}\n`);
