import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEV_SET, judge, noiseRate, precision, readSet, recall, relevanceSet, seedCourses } from "../../../bench/relevance-judge.ts";
import { VARIANTS, variedRelevanceSet } from "../../../bench/variants.ts";
import { readCatalog } from "./catalog.ts";
import { matcherOf, shownFor } from "./rule.ts";

// The development set (../shared/data/relevance-dev.json) and the held-out probe set
// (bench/relevance-probe.json: other concepts, phrased otherwise) against the seed courses, each held
// to the goal. bench:relevance prints the same figures with the misses. The development set
// lies beside the repository: a copy without ../shared skips it, with a notice.
// Each also varied as people vary what they type (bench/variants.ts): every concept in the form of a
// class ("a crash course in …"), with a typo, or told as a sentence, matching like the topic (before
// the form words weighed little, recall was 76.2 % and 78.3 % in forms; before typos were read as
// the word meant, 42.9 % and 52.2 %; before adverbs and friends weighed little, 66.7 % and 69.6 % as
// sentences).
const sets = [
  { name: "the development set", file: DEV_SET },
  { name: "the held-out probe set", file: relevanceSet("probe") },
]
  .filter((s) => existsSync(s.file))
  .flatMap(({ name, file }) => [
    { name, set: readSet(file) },
    ...VARIANTS.map(([variant, vary]) => ({ name: `${name}, each concept ${variant}`, set: variedRelevanceSet(readSet(file), vary) })),
  ]);
if (!existsSync(DEV_SET)) console.warn(`NOTICE: ${DEV_SET} is absent (a copy without ../shared): the relevance development set is skipped.`);

// One matcher for every set: what it works out per word is the same for all of them.
const seedMatcher = matcherOf(readCatalog(seedCourses()));

it("reads all nine seed courses", () => {
  expect(seedCourses().map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
});

describe.each(sets)("matching agrees with people on $name", ({ set }) => {
  const j = judge(set, (concept) => shownFor(seedMatcher, concept).map((c) => c.courseId));

  it("shows courses that fit: precision ≥ 95 %", () => {
    expect(precision(j), JSON.stringify(j)).toBeGreaterThanOrEqual(0.95);
  });
  it("shows the course meant: recall ≥ 90 %", () => {
    expect(recall(j), j.misses.join("; ")).toBeGreaterThanOrEqual(0.9);
  });
  it("shows nothing for what no course is about: at most 1 in 12", () => {
    expect(noiseRate(j), j.noise.join("; ")).toBeLessThanOrEqual(1 / 12);
  });
});

describe.each([
  // The third probe, written blind by a helper at the start of the tenth session: 96.2 / 66.7 %, 4 of
  // 24 unrelated concepts showing a course, when first run (the goal is 1 in 12); 3 of 24 once a
  // phrase was no longer close to another through a word the other is written with ("palm tree
  // care" had shown the fortune-telling course: a palm tree is a palm, a word of "palm reading");
  // recall 69.4 % once "bias" and "biases" were read whole, words WordNet has where "bia" and
  // "biase" are none ("cognitive biases and superstition"). Missed: "what centenarians have in
  // common", "what happens if you fall into a singularity", "can introverts become extroverts",
  // "cupping and meridians explained" (knowledge); noise: "egyptian arabic for travellers",
  // "investment banking interview prep", "sleep training for babies" (a word the course has); and
  // "travel insurance for backpackers" since an audience is left out of a key: it matches as
  // "travel insurance" and "insurance" do, the retirement course's insurance.
  { name: "the third probe", file: relevanceSet("probe-3"), precision: 0.96, recall: 0.69, noisy: 4 },
  // The fourth, in the development set's style, written blind later that session: 95.0 / 90.5 %, 0
  // of 11 unrelated concepts showing a course when first run, the goal met. Missed: "general
  // relativity" (the course says "spacetime"), "retinol for beginners" (0.33 from "retinoids");
  // "cold reading" also shows the hieroglyphs course ("reading").
  { name: "the fourth probe, in the development set's style", file: relevanceSet("probe-4"), precision: 0.95, recall: 0.9, noisy: 0 },
  // The fifth, in the development set's style, written blind at the start of the eleventh session:
  // 94.1 / 76.2 %, 0 of 11 when first run, below the goal on both. Missed: "staying healthy into
  // your eighties", "what is a singularity", "why do people trust psychics", "can an introvert
  // become outgoing", "how to stop worrying about what i can't control" (knowledge); "habits of
  // people who live past 100" also shows the personality course ("habits").
  { name: "the fifth probe, in the development set's style", file: relevanceSet("probe-5"), precision: 0.94, recall: 0.76, noisy: 0 },
  // The sixth, the same way, written later in the eleventh session after its other changes: 100 /
  // 66.7 %, 0 of 11 when first run. Missed: "healthspan vs lifespan", "why do people in okinawa
  // live so long", "how mentalists read strangers", "is fish oil worth taking", "becoming less shy
  // as an adult", "the dichotomy of control", "tongue and pulse diagnosis" (knowledge).
  { name: "the sixth probe, in the development set's style", file: relevanceSet("probe-6"), precision: 1, recall: 0.66, noisy: 0 },
  // The seventh, the same way, written at the end of the eleventh session: 100 / 81.0 %, 0 of 11 when
  // first run. Missed: "are omega-3 capsules worth it", "do i need a multivitamin" (a pill "containing
  // several vitamins", 0.41 from the course's "vitamins"), "becoming a more patient person", "the
  // teachings of lao tzu" (WordNet's "Lao-tzu" is hyphenated; the course says "Laozi"). 85.7 % once a
  // hyphen joined a lemma's words as a space does (lexicon-file.ts readPhrases: "the founder of Taoism").
  { name: "the seventh probe, in the development set's style", file: relevanceSet("probe-7"), precision: 1, recall: 0.85, noisy: 0 },
  // The eighth, the same way, written blind in the twelfth session after the topic dictionary: 100 /
  // 76.2 %, 1 of 11 when first run. Missed: "does strength training help you live longer", "how
  // loneliness and friendships affect how long we live", "how palm readers make lucky guesses seem
  // accurate", "how to become more organised and conscientious as an adult", "how acupuncturists
  // choose where to put the needles"; "how to calm a crying baby" shows the Taoism course ("… a Calm Mind").
  // 71.4 % once a hyphen joined a lemma's words: "medishield life and insurance for old age in
  // singapore" reads "old-age insurance" as one term ("insurance paid to the elderly"), which finds the
  // retirement course's "insurance" less surely than "insurance" did.
  { name: "the eighth probe, in the development set's style", file: relevanceSet("probe-8"), precision: 1, recall: 0.71, noisy: 1 },
  // The ninth, written blind in the thirteenth session after its reading changes, to measure only,
  // harder than the development set: 71.4 / 23.8 %, 5 of 11 when first run, the same after the
  // session's last change. Its related concepts name what a course's subject is known for, which
  // neither WordNet nor the dictionary connects ("spaghettification", "the m87 picture", "gua sha",
  // "biotin"); its unrelated ones are tempting ("learning to read cuneiform tablets" shows the
  // hieroglyphs course, "saving for my kids' university fees" the retirement one). 75.0 / 28.6 % once
  // an audience was left out of a key.
  { name: "the ninth probe, harder", file: relevanceSet("probe-9"), precision: 0.75, recall: 0.28, noisy: 5 },
  // The tenth, in the development set's style, written blind in the fourteenth session to measure
  // only: 100 / 76.2 %, 4 of 11 when first run (the same before that session's change, which moved
  // groups only). Missed: "is numerology real or just in our heads", "do hair skin and nails vitamins
  // work", "can a lazy person become disciplined", "becoming a better person for young
  // professionals", "how to accept things you cannot change". Its unrelated concepts share a word
  // with a course, and four show it: "study habits for exam season" (habits), "reading music for
  // piano beginners" (the title's "Reading"), "brush lettering" (inscriptions), "yin yoga".
  { name: "the tenth probe, in the development set's style", file: relevanceSet("probe-10"), precision: 1, recall: 0.76, noisy: 4 },
  // The eleventh, in the development set's style, written blind at the start of the fifteenth session
  // and measured before its changes: 100 / 52.4 %, 4 of 11. Its related concepts name what a course
  // covers in other words ("how a dying star collapses into something light can't escape", "heaty
  // food", "a nest egg", "journaling like a roman emperor"); of its unrelated ones, "egyptian cotton
  // sheets" shows the hieroglyphs course and "predicting football scores" the prediction one.
  { name: "the eleventh probe, in the development set's style", file: relevanceSet("probe-11"), precision: 1, recall: 0.52, noisy: 4 },
  // The twelfth, in the development set's style, written blind in the sixteenth session after its
  // first two changes (an audience left out of a key, two words as an anchor) and measured with and
  // without them: 94.4 / 81.0 %, 2 of 11 both ways; 85.7 % once "vs" was a stop word ("retinol vs
  // vitamin c"). Missed: "cold reading tricks psychics use" (0.20: "psychic" and "trick" tell
  // nothing of prediction), "can an introvert become an extrovert", "wu wei and letting go" (the
  // Chinese-medicine course: "wu" and "wei" are near "yang" in the vectors, and no phrase); noise: "chinese calligraphy" (the
  // Chinese-medicine course), "personality of cat breeds" (the personality course).
  { name: "the twelfth probe, in the development set's style", file: relevanceSet("probe-12"), precision: 0.94, recall: 0.85, noisy: 2 },
])("matching on $name does not lose ground", ({ file, precision: least, recall: found, noisy }) => {
  const j = judge(readSet(file), (concept) => shownFor(seedMatcher, concept).map((c) => c.courseId));
  it(`precision at least ${least * 100} %, recall at least ${found * 100} %, at most ${noisy} unrelated concepts showing a course`, () => {
    expect(precision(j), JSON.stringify(j)).toBeGreaterThanOrEqual(least);
    expect(recall(j), j.misses.join("; ")).toBeGreaterThanOrEqual(found);
    expect(j.noisy, j.noise.join("; ")).toBeLessThanOrEqual(noisy);
  });
});

// The second probe, held to what the rule reached: 71.4 % recall when first run (the goal is 90 %:
// "cosmology", "seneca", "superstitions" or "growth mindset" share no word or relation with the
// course they mean), 74.0 % once a course that may not be shown no longer set the bar and "live" was
// a topic word, 75.3 % once a phrase that is a kind of its own word stood beside its words as an
// alias ("the rosetta stone", docs/decisions/matching.md); 74.0 % with the topic dictionary
// (topic-dictionary.ts: "building better habits" now shows the supplements course, whose "build a
// simple routine" the topic "habit building" names, above the personality course's "habits").
describe("matching on the second probe does not lose ground", () => {
  const j = judge(readSet(relevanceSet("probe-2")), (concept) => shownFor(seedMatcher, concept).map((c) => c.courseId));
  it("precision at least 95 %, recall at least 74 %", () => {
    expect(precision(j), JSON.stringify(j)).toBeGreaterThanOrEqual(0.95);
    expect(recall(j), j.misses.join("; ")).toBeGreaterThanOrEqual(0.74);
  });
  it("a phrase that is a kind of its own word finds the course its definition names: 'the rosetta stone' (a stone) is the key to hieroglyphics", () => {
    expect(shownFor(seedMatcher, "the rosetta stone").map((c) => c.courseId)).toEqual([4]);
  });
  it("a course that cannot be shown does not set the bar for one that can", () => {
    // The TCM course came nearer "tao te ching" (through "yin" and "qi", none close enough to show it)
    // than the Taoism course, which was then left out as too far below it.
    expect(shownFor(seedMatcher, "tao te ching").map((c) => c.courseId)).toEqual([7]);
  });
  it("'live' is no request word: the issue's 'how to live to 100' finds the longevity course", () => {
    expect(shownFor(seedMatcher, "how to live to 100").map((c) => c.courseId)).toEqual([1]);
    expect(shownFor(seedMatcher, "live online python class")).toEqual([]);
    // A framing word's match makes no course shown while the concept has other words.
    expect(shownFor(seedMatcher, "live music")).toEqual([]);
  });
});

describe("a definition is read one way against a course", () => {
  const matcher = seedMatcher;
  it("a course word named in the concept's definition stands for it; a course word whose definition names the concept does not", () => {
    // "yin", in the TCM course, is "the passive female principle in Chinese cosmology": not a class on cosmology.
    expect(shownFor(matcher, "cosmology").map((c) => c.courseId)).not.toContain(8);
    const sleepCourse = matcherOf(readCatalog([{ id: 1, title: "Sleep well", category: "Health", description: "How sleep works and how to get more of it." }]));
    // "insomnia" is "an inability to sleep".
    expect(shownFor(sleepCourse, "insomnia").map((c) => c.courseId)).toEqual([1]);
  });
});

describe("a name typed as its initials", () => {
  it("finds the course whose words spell it side by side, and no other", () => {
    // Not the Taoism course: "Taoism … Two Paths to a Calm Mind" holds the letters, not side by side.
    expect(shownFor(seedMatcher, "tcm").map((c) => c.courseId)).toEqual([8]);
    expect(shownFor(seedMatcher, "tcm for back pain").map((c) => c.courseId)).toEqual([8]);
    expect(shownFor(seedMatcher, "cbt")).toEqual([]);
  });
});

describe("alternatives are not the thing", () => {
  it("another language shows no course about a people's other things: 'korean' does not find Traditional Chinese Medicine", () => {
    const matcher = seedMatcher;
    expect(shownFor(matcher, "korean").map((c) => c.courseId)).not.toContain(8);
    expect(shownFor(matcher, "korean for travellers").map((c) => c.courseId)).toEqual([]);
  });
});

describe("a course must hold a word close to one of the concept's", () => {
  it("a course merely near every word of a concept is not shown: the issue's 'guitar lessons for beginners' found the hieroglyphs course through 'sounds' (0.48)", () => {
    for (const concept of ["guitar lessons for beginners", "swimming lessons", "mandarin for business"]) expect(shownFor(seedMatcher, concept), concept).toEqual([]);
    // The vectors alone count from CLOSE_IN_USE: "marathon" (0.55) and "tennis" (0.51) are used
    // near "event", not about the event horizon, and "astronomy" (0.62) near "astrology"; "horoscope"
    // is a kind of "prediction" in WordNet (0.55).
    for (const concept of ["marathon training", "tennis", "tennis technique", "astronomy"]) expect(shownFor(seedMatcher, concept), concept).toEqual([]);
    // A description word in an inflected form says what happens in the course ("the telescope
    // technology that first photographed a black hole"), not what it is about: it counts half.
    for (const concept of ["photography", "digital photography"]) expect(shownFor(seedMatcher, concept), concept).toEqual([]);
    // "happen" is a function verb ("what happens when …"): in the black holes course's title it was
    // found by every word defined "how something is done or how it happens" ("fashion", "styling").
    for (const concept of ["fashion design", "hair styling"]) expect(shownFor(seedMatcher, concept), concept).toEqual([]);
    expect(shownFor(seedMatcher, "what happens inside a black hole").map((c) => c.courseId)).toEqual([2]);
    // A word as close as a related one (horoscope / prediction, 0.55) still shows its course.
    expect(shownFor(seedMatcher, "horoscopes").map((c) => c.courseId)).toEqual([3]);
    expect(shownFor(seedMatcher, "ancient egyptian writing").map((c) => c.courseId)).toEqual([4]);
  });
});

describe("a relation with a word that weighs as little as a framing word counts by its weight", () => {
  it("'lifespan' (in the synset of 'life', its only sense) does not find 'Money for a Long Life' through 'life', a setting", () => {
    expect(shownFor(seedMatcher, "lifespan extension research").map((c) => c.courseId)).not.toContain(9);
  });
});

describe("forms of one word are the word", () => {
  it("'how to age well' finds the longevity course's 'ageing', though 'age' alone is a framing word ('for all ages') and Porter's stem of both, 'ag', is too short to trust", () => {
    expect(shownFor(seedMatcher, "how to age well").map((c) => c.courseId)).toEqual([1]);
    expect(shownFor(seedMatcher, "aging").map((c) => c.courseId)).toEqual([1]);
  });
});

describe("a number says which one or for whom, not what", () => {
  it("'coding for kids aged 10' finds a coding course: the '10', unknown to the vectors, weighed 1 and halved the score", () => {
    const coding = matcherOf(readCatalog([{ id: 1, title: "Coding with Python", category: "Technology", description: "Write your first programs." }]));
    expect(shownFor(coding, "beginner friendly coding class for kids aged 10").map((c) => c.courseId)).toEqual([1]);
    // "stuff" is a filler word, as "things" is: it weighed more than "egypt".
    expect(shownFor(seedMatcher, "stuff about ancient egypt").map((c) => c.courseId)).toEqual([4]);
  });
});

describe("common hobbies none of the courses is about", () => {
  it("show a course for at most 14 of 163 (22 before the changes of 2026-11-30: 'photography', 'astronomy', 'tennis', 'fashion design' …; 14 before phrases: 'climate change' was the change of a title; 13 while 'trading' was also read as the jazz 'trad', 'traditional jazz'; 12 before a definition's words were read in their other forms: 'statistics', '… applied mathematics …', finds the 'maths' of a course; 14 with the topic dictionary: 'parenting', which WordNet lacks, is '… setting routines and limits', and the supplements course builds 'a simple routine')", () => {
    const j = judge(readSet(relevanceSet("hobbies")), (concept) => shownFor(seedMatcher, concept).map((c) => c.courseId));
    expect(j.noisy, j.noise.join("; ")).toBeLessThanOrEqual(14);
  });
});
