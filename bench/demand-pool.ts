import { vocabulary } from "../app/.server/matching/word-vectors.ts";

// The concepts of bench:demand (and of bench:grouping at scale): about 70 topics (the seed courses'
// and others) in the ways people type them, then the long tail: each with one more word drawn from
// 3,000 common ones, so there are tens of thousands of distinct keys. Pool order is popularity order.

const TOPICS = [
  "black holes", "the event horizon", "cosmology", "astronomy", "longevity", "healthy ageing", "blue zones", "tarot", "palm reading",
  "astrology", "egyptian hieroglyphs", "egyptology", "skincare", "collagen", "sunscreen", "vitamins", "personality", "habits",
  "stoicism", "taoism", "marcus aurelius", "traditional chinese medicine", "acupuncture", "retirement planning", "cpf", "investing",
  "python", "python for data analysis", "data science with python", "javascript", "web development", "machine learning", "excel",
  "conversational japanese", "korean", "mandarin", "french", "spanish", "piano", "guitar", "singing", "watercolour painting",
  "oil painting", "photography", "video editing", "pottery", "crochet", "knitting", "baking bread", "knife skills", "wine tasting",
  "public speaking", "negotiation", "leadership", "yoga", "pilates", "meditation", "running", "chess", "bridge", "gardening",
  "beekeeping", "first aid", "sign language", "calligraphy", "woodworking", "sewing", "interior design", "film history", "poetry",
];
const TEMPLATES = ["%", "learn %", "I want to learn %", "% for beginners", "intro to %", "% class", "how to get into %", "% course please", "% 101", "advanced %"];
const SIZE = 60_000;

/** The pool's concepts, each with the topic it was made from. */
export function conceptPool(): Array<{ concept: string; topic: string }> {
  const words = vocabulary();
  const extra = Array.from({ length: words.size }, (_, i) => words.at(i)).filter((w) => /^[a-z]{4,}$/.test(w)).slice(2000, 5000);
  const pool: Array<{ concept: string; topic: string }> = [];
  // Every topic's plain forms first, then the long tail with an extra word.
  for (const t of TEMPLATES) for (const topic of TOPICS) pool.push({ concept: t.replace("%", topic), topic });
  for (let i = 0; pool.length < SIZE; i++) {
    const topic = TOPICS[i % TOPICS.length]!;
    pool.push({ concept: `${TEMPLATES[i % TEMPLATES.length]!.replace("%", topic)} ${extra[i % extra.length]}`, topic });
  }
  return pool;
}
