// Run on install (package.json's postinstall): turns the word-vector package into the compact file
// the matching reads (app/.server/matching/word-vectors-file.ts), and WordNet's relations into
// theirs (lexicon-file.ts), so no server start waits for either.
import { lexiconFile, readPackageLexicon, writeLexiconFile } from "../app/.server/matching/lexicon-file.ts";
import { compactFile, loadWordVectorsData, readPackageVectors, writeCompactFile } from "../app/.server/matching/word-vectors-file.ts";

const data = readPackageVectors();
writeCompactFile(data);
process.stdout.write(`word vectors: ${data.words.length} words in ${compactFile()}\n`);

const lexicon = readPackageLexicon(loadWordVectorsData().words);
writeLexiconFile(lexiconFile(compactFile()), lexicon);
process.stdout.write(`lexicon: ${lexicon.entries.length} relations in ${lexiconFile(compactFile())}\n`);
