// Run on install (package.json's postinstall): turns the word-vector package into the compact file
// the matching reads (app/.server/matching/word-vectors-file.ts), so no server start waits for it.
import { compactFile, readPackageVectors, writeCompactFile } from "../app/.server/matching/word-vectors-file.ts";

const data = readPackageVectors();
writeCompactFile(data);
process.stdout.write(`word vectors: ${data.words.length} words in ${compactFile()}\n`);
