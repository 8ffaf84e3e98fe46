import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { groupingSet, readGroupingSet } from "../../../bench/grouping-judge.ts";
import { inForm, inSentence, misspelt } from "../../../bench/variants.ts";
import { asksForWish, DemandGroups, phrasing, Phrasings, sameDemand } from "./same-demand.ts";
import { conceptKey } from "./text.ts";

const k = conceptKey;
/** The pairs sameDemand does not judge as `same` (expect none: a failure names each). */
const misjudged = (same: boolean, pairs: Array<[string, string]>) => pairs.filter(([a, b]) => sameDemand(k(a), k(b)) !== same);

/** Rules of reading a concept, each with pairs that ask for one class and pairs that do not. */
const READINGS: Array<{ rule: string; same: Array<[string, string]>; apart: Array<[string, string]> }> = [
  {
    rule: "audience and setting words weigh little: the topic wrapped in them is the topic",
    same: [
      ["personal finance", "personal finance for busy parents"],
      ["watercolour painting", "watercolour painting for over 50s"],
      ["spanish", "spanish conversation for travellers"],
      // People named by their work, family or friends are an audience too.
      ["spanish", "spanish for expats"],
      ["self defense", "self-defence for women"],
      ["self esteem", "building self-esteem"],
      ["first aid", "first aid for grandparents"],
      ["chess", "chess with my daughter"],
      // So is the time it takes or when: a number beside a unit of time says how long, not which
      // class, and one beside "age" for whom.
      ["negotiation skills", "negotiation in 30 days"],
      ["yoga", "yoga 10 minutes a day"],
      ["spanish", "spanish at lunchtime"],
      ["chess", "chess for ages 8-12"],
      // And the medium, an exam it prepares for, and the plural of a request word.
      ["yoga", "yoga over zoom"],
      ["python", "python exam prep"],
      ["cooking", "cooking for complete newbies"],
      // People named by what they are to the topic, or by sex or generation, and a class's form.
      ["golf", "ladies golf clinic"],
      ["roman history", "roman history for history buffs"],
      ["astronomy", "astronomy for amateur enthusiasts"],
      ["jazz", "jazz for millennials"],
      // What a class on a language teaches of it is that language.
      ["spanish", "spanish grammar and pronunciation"],
      ["learn korean", "the korean alphabet"],
    ],
    apart: [
      // And two topics for one audience are two classes.
      ["guitar for nurses", "chess for nurses"],
      ["spanish with my partner", "first aid with my partner"],
      ["photography for small business owners", "personal finance for small business owners"],
      ["yoga over zoom", "chess over zoom"],
      ["chess demystified", "python demystified"],
      ["yoga questions answered", "chess questions answered"],
      ["guitar to impress my friends", "cooking to impress my friends"],
      ["python exam prep", "spanish exam prep"],
      ["cooking for complete newbies", "chess for complete newbies"],
      ["golf for ladies", "chess for ladies"],
      ["spanish grammar", "english grammar"],
      ["the art of conversation", "conversational spanish"],
      ["pottery clinic", "yoga clinic"],
      // "self" says whose ("self-defense", "self-esteem"), not what.
      ["self defense", "building self esteem"],
      ["self-discipline", "self-defence for women"],
      ["self-confidence", "self-portrait painting"],
      ["yoga in 10 minutes a day", "meditation in 10 minutes a day"],
      ["negotiation in 10 minutes a day", "personal finance in 10 minutes a day"],
      // A number that names which one still parts classes.
      ["world war 1", "world war 2"],
      ["python 2", "python 3"],
    ],
  },
  {
    rule: "a name neither WordNet nor the topic dictionary has counts at most half in what another covers, and still anchors its concept",
    same: [
      ["cooking", "cooking with a thermomix"],
      ["music production", "producing electronic tracks in cubase"],
    ],
    apart: [
      ["javascript arrays", "python arrays"],
      ["knitting", "crochet with ravelry patterns"],
    ],
  },
  {
    rule: "a number is the same however it is written, and another number, however written, is another class",
    same: [
      ["world war 2", "world war ii"],
      ["world war 2", "the second world war"],
      ["19th century art", "nineteenth century art"],
      ["spanish part 2", "spanish part ii"],
      ["henry the eighth", "henry 8"],
    ],
    apart: [
      ["the first world war", "the second world war"],
      ["world war 1", "world war ii"],
      ["19th century art", "20th century art"],
      ["spanish part ii", "spanish part iii"],
    ],
  },
  {
    rule: "the form a class takes, the words of a request, adverbs and typos weigh little or are read as meant",
    same: [
      ["guitar", "guitar masterclass"],
      ["knitting", "a crash course in knitting"],
      ["guitar", "discover guitar"],
      // A wish told as a sentence: its adverbs say how or when, not what.
      ["guitar", "I bought a guitar last year but never learned to play it properly"],
      // A typo is read as the word meant.
      ["photography", "phtography for beginners"],
      ["pyhton programming", "python programming"],
      // A concept of form words only still finds itself, and one of request words only its topic.
      ["life hacks", "life hacks"],
      ["programming", "learn to program"],
      // Asked as a plea or a question, a topic is the topic.
      ["negotiation", "negotiation demystified"],
      ["chess", "an idiot's guide to chess"],
      ["python", "python without the jargon"],
      ["stoicism", "I keep hearing about stoicism"],
      ["chess", "chess before I turn 40"],
      ["guitar", "guitar to impress my friends"],
      ["pottery", "pottery would be awesome"],
      ["negotiation skills", "negotiation"],
      ["chess strategy", "chess"],
      ["yoga retreat", "yoga"],
    ],
    apart: [
      // Two topics in one form or one request are two classes.
      ["guitar masterclass", "chess masterclass"],
      ["python tips and tricks", "excel tips and tricks"],
      ["bread from scratch", "chess from scratch"],
      ["I have always wanted to try guitar", "I have always wanted to try chess"],
      // "pick" (up again) and "ago" weighed more than a common topic and anchored every such wish.
      ["I used to do running years ago and want to pick it up again", "I used to do drawing years ago and want to pick it up again"],
      ["I used to learn to cook years ago and want to pick it up again", "I used to do running years ago and want to pick it up again"],
      ["exploring photography", "exploring astronomy"],
      // "skills", "mastery", "techniques", "methods": rarer than many topics, each was the anchor of
      // every concept it ended (the ten pairs of five topics with "mastery" were one class).
      ["communication skills", "cooking skills"],
      ["negotiation skills", "coding skills"],
      ["chess mastery", "knitting mastery"],
      ["negotiation techniques", "public speaking techniques"],
      ["cooking methods", "knitting methods"],
      // So were the medium and the gear of a class.
      ["yoga podcasts", "chess podcasts"],
      ["knitting kit", "photography kit"],
      ["spanish immersion", "pottery immersion"],
      ["negotiation coaching", "chess coaching"],
      ["photography diploma", "cooking diploma"],
      // And a number (which the vectors do not know, so it weighed 1): "2" anchored both.
      ["chess level 2", "yoga level 2"],
      ["python in 30 days", "knitting in 30 days"],
    ],
  },
];

describe("concepts that ask for the same class", () => {
  it("groups paraphrases, spellings and derived forms, most asked first", () => {
    const keys = ["python for data analysis", "data science with python", "watercolour painting", "Watercolor painting for beginners", "korean", "japanese"].map(k);
    expect(new DemandGroups().group(keys)).toEqual([[keys[0], keys[1]], [keys[2], keys[3]], [keys[4]], [keys[5]]]);
    expect(sameDemand(k("stoicism"), k("stoic philosophy"))).toBe(true);
    expect(sameDemand(k("negotiation skills"), k("how to negotiate a salary"))).toBe(true);
    // A verb and its gerund share a stem (Porter's): "knitting" is found in "knit a scarf".
    expect(sameDemand(k("knitting"), k("how to knit a scarf"))).toBe(true);
    // A synonym in a word's only sense is as sure as a derived form: "workout" has one, in the synset of "exercise".
    expect(sameDemand(k("home workouts"), k("exercise at home"))).toBe(true);
    expect(sameDemand(k("car repair"), k("automobile repair"))).toBe(true);
    // Through words of many senses a synonym still counts by the lesser word weight ("wedding" and "tie" share a synset).
    expect(sameDemand(k("wedding planning"), k("tie knots"))).toBe(false);
  });
  it("groups kept and taken back go on as they were: a new concept joins the group it would have joined", () => {
    const keys = ["stoicism", "black holes", "stoic philosophy", "knitting"].map(k);
    const worked = new DemandGroups(new Set([k("knitting")]));
    const before = worked.group(keys);
    const back = DemandGroups.from(structuredClone(worked.state()))!;
    expect(back.separate).toEqual(new Set([k("knitting")]));
    const more = [...keys, k("what is inside a black hole"), k("how to knit a scarf")];
    expect(back.group(more)).toEqual(worked.group(more));
    expect(back.group(keys)).toEqual(before);
    // Worked out by another rule: not taken back.
    expect(DemandGroups.from({ ...worked.state(), rule: "another rule" })).toBeUndefined();
  });
  it("a concept moved out or put back changes only the groups it touches, without grouping every key again", () => {
    const keys = ["japanese", "conversational japanese", "japanese language", "stoicism", "stoic philosophy", "knitting"].map(k);
    const sorted = (groups: string[][]) => groups.map((g) => [...g].sort()).sort((a, b) => (a[0]! < b[0]! ? -1 : 1));
    const held = new DemandGroups();
    const before = held.group(keys);
    expect(before).toHaveLength(3);
    // "japanese" led its group: moved out, it stands alone and the others are placed again, as
    // grouping afresh would place them; the other groups are as they were.
    const out = new Set([k("japanese")]);
    const moved = held.withSeparate(out);
    expect(sorted(moved.group(keys))).toEqual(sorted(new DemandGroups(out).group(keys)));
    expect(sorted(moved.group(keys))).toEqual(sorted([[k("japanese")], [k("conversational japanese"), k("japanese language")], [k("stoicism"), k("stoic philosophy")], [k("knitting")]]));
    // A member moved out stands alone; nothing else moves. What was held is left as it was.
    expect(sorted(held.withSeparate(new Set([k("stoic philosophy")])).group(keys))).toEqual(sorted([[k("japanese"), k("conversational japanese"), k("japanese language")], [k("stoicism")], [k("stoic philosophy")], [k("knitting")]]));
    expect(held.group(keys)).toEqual(before);
    // Put back, it joins the group it asks for, and a new concept finds it there.
    const back = moved.withSeparate(new Set());
    expect(sorted(back.group(keys))).toEqual(sorted(before));
    expect(back.group([...keys, k("learn japanese")]).find((g) => g.includes(k("learn japanese")))).toContain(k("japanese"));
  });
  it("after any moves out and back, every concept is in one group, a moved-out one alone, each other with a leader it asks for the same class as", () => {
    const keys = ["sleep", "fixing insomnia", "sleeping well", "better sleep habits", "japanese", "conversational japanese", "japanese language", "stoicism", "stoic philosophy", "epictetus", "yoga", "gentle yoga stretches", "meditation", "knitting"].map(k);
    expect(new Set(keys).size).toBe(keys.length);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...keys), { maxLength: 8 }), (toggles) => {
        let held = new DemandGroups();
        held.group(keys);
        const separate = new Set<string>();
        for (const key of toggles) {
          if (separate.has(key)) separate.delete(key);
          else separate.add(key);
          held = held.withSeparate(new Set(separate));
          const groups = held.group(keys);
          expect(groups.flat().sort()).toEqual([...keys].sort());
          for (const out of separate) expect(groups.find((g) => g.includes(out))).toEqual([out]);
          // Without counts, a group's first key is its leader.
          for (const g of groups) for (const member of g.slice(1)) expect(sameDemand(g[0]!, member), `${member} in the group of ${g[0]}`).toBe(true);
          // Kept and taken back, the groups are the same.
          expect(DemandGroups.from(structuredClone(held.state()))!.group(keys)).toEqual(groups);
        }
      }),
      { numRuns: 40 },
    );
  });
  it("a narrower phrasing of a topic joins it; a topic close in meaning does not", () => {
    expect(sameDemand(k("yoga"), k("gentle yoga stretches"))).toBe(true);
    expect(sameDemand(k("yoga"), k("meditation"))).toBe(false);
    expect(sameDemand(k("korean"), k("japanese"))).toBe(false);
    // A phrase WordNet has is one term: "car mechanics" shares a word with "quantum mechanics", not a topic.
    expect(sameDemand(k("car mechanics"), k("quantum mechanics for beginners"))).toBe(false);
    expect(sameDemand(k("quantum physics"), k("quantum mechanics for beginners"))).toBe(true);
    expect(sameDemand(k("interior design"), k("graphic design"))).toBe(false);
    expect(sameDemand(k("black holes"), k("what is inside a black hole"))).toBe(true);
    // … yet a phrase is about what its words are about, other than themselves: a stock market trades stocks, shares.
    expect(sameDemand(k("stock market for beginners"), k("how to invest in shares"))).toBe(true);
    const keys = ["how to invest in shares", "stock market for beginners"].map(k);
    expect(new DemandGroups().group(keys)).toEqual([keys]);
    // A plural in "-oes" is read as its singular, as WordNet has it: "volcanology … studies volcanoes".
    expect(sameDemand(k("volcanoes"), k("volcanology"))).toBe(true);
    // Alternatives (kinds of one thing) count half of what the vectors say: one shared word and two instruments are two classes.
    expect(sameDemand(k("jazz piano"), k("jazz guitar"))).toBe(false);
    // "roman" (of Rome) says which history, as "chinese" does: not a class on history.
    expect(sameDemand(k("roman history"), k("chinese history"))).toBe(false);
    expect(sameDemand(k("roman history"), k("history of rome"))).toBe(true);
    // "language" adds nothing beside "japanese" (WordNet: Japanese is a language), so the two share no anchor.
    expect(sameDemand(k("japanese language"), k("sign language"))).toBe(false);
    expect(sameDemand(k(""), k(""))).toBe(false);
  });
  it("a word of a definition anchors a phrasing that shares no word with the topic, and a group finds it", () => {
    // WordNet: insomnia is "an inability to sleep"; Epictetus "a Stoic".
    expect(sameDemand(k("how to sleep better"), k("fixing insomnia"))).toBe(true);
    expect(sameDemand(k("stoic philosophy"), k("epictetus"))).toBe(true);
    // "moral philosophy", read as its words, is also WordNet's "ethics" (lexicon-file.ts readPhrases: an alias).
    expect(sameDemand(k("ethics"), k("moral philosophy"))).toBe(true);
    expect(sameDemand(k("human anatomy"), k("how the human body works"))).toBe(true);
    const keys = ["sleep", "fixing insomnia"].map(k);
    expect(new DemandGroups().group(keys)).toEqual([keys]);
    // Named in too many definitions to tell ("egypt": "… site of an ancient civilization"), or only the kind of thing.
    expect(sameDemand(k("egypt"), k("ancient"))).toBe(false);
    expect(sameDemand(k("baking"), k("cooking"))).toBe(false);
  });
  it("a group is found by a word its leader's definition names, whichever of the two came first", () => {
    // WordNet: mycology is "the branch of botany that studies fungi". With "mycology" first, the
    // later key, looking leaders up by its words and its telling word's definition, found none
    // (two groups); the group "mycology" leads is now filed under the words its definition names too.
    const [field, fungi] = ["mycology", "toadstools and fungi"].map(k);
    expect(sameDemand(field!, fungi!)).toBe(true);
    expect(new DemandGroups().group([field!, fungi!])).toEqual([[field, fungi]]);
    expect(new DemandGroups().group([fungi!, field!])).toEqual([[fungi, field]]);
  });
  it("two words found in the other that say most of a concept anchor it, where its most telling word does not", () => {
    // "exercise" and "strengthen" tell most, yet "pelvic floor" (no phrase WordNet has) is most of both.
    expect(misjudged(true, [["pelvic floor exercises", "learn to strengthen my pelvic floor"], ["pelvic floor recovery for new mums", "learn to strengthen my pelvic floor"]])).toEqual([]);
    // Shared words saying less than two anchors would are no class: a shared frame, or a shared phrase beside what it is for.
    expect(misjudged(false, [["negotiation in plain english", "python in plain english"], ["real estate investing", "real estate photography"], ["video game design", "video game addiction"]])).toEqual([]);
  });
  it("a word that qualifies another is not what a concept is about", () => {
    expect(sameDemand(k("ancient rome"), k("ancient egypt"))).toBe(false);
    expect(sameDemand(k("modern art"), k("modern history"))).toBe(false);
    expect(sameDemand(k("medieval history"), k("medieval castles"))).toBe(false);
    expect(sameDemand(k("ancient rome"), k("history of ancient rome"))).toBe(true);
    // Nor is the light word it qualifies, when that says little of the concept: each "… history" is a class.
    const histories = ["medieval history", "roman history", "art history", "history of science"].map(k);
    expect(new DemandGroups().group(histories)).toEqual(histories.map((h) => [h]));
  });
  it("a field named by its head ('… learning', '… training') is neither the word before it nor another field of that head", () => {
    const fields: Array<[string, string]> = [["machine learning", "sewing machine"], ["machine learning", "coffee machine"], ["personal training", "personal finance"], ["language learning", "sign language"], ["machine learning", "music learning"], ["machine learning", "distance learning"], ["dog training", "dog grooming"]];
    expect(misjudged(false, fields)).toEqual([]);
    expect(misjudged(true, [["machine learning", "intro to machine learning"], ["learning python", "python"], ["python training", "python"], ["dog training", "how to train a dog"], ["marathon training", "running a marathon"]])).toEqual([]);
    // A typo of a head is the request word it would have been, not a field's anchor.
    expect(misjudged(true, [["learning to fly small planes", "flight training"], ["laarning to fly small planes", "flight training"]])).toEqual([]);
  });
  it("a concept joins the group whose leader (its first key) it asks for the same class as, never through another member", () => {
    const keys = ["japanese", "conversational japanese", "japanese language"].map(k);
    expect(new DemandGroups().group(keys)).toEqual([keys]);
    // "yoga and meditation" asks for both, but yoga is not meditation: a chain through a member would
    // join them, and over thousands of keys join nearly everything (bench:grouping, at scale).
    expect(sameDemand(k("yoga and meditation"), k("meditation"))).toBe(true);
    const chain = ["yoga", "yoga and meditation", "meditation"].map(k);
    expect(new DemandGroups().group(chain)).toEqual([[chain[0], chain[1]], [chain[2]]]);
  });
  it("a concept finds a group by any member's words, and joins it when it asks for what the leader asks for", () => {
    // "better sleep habits" shares no word family with the leader "fixing insomnia" (sleep is a word
    // of insomnia's definition, and a group is looked up by a new key's telling word's definition,
    // "habit"'s here), but "sleep", a member, holds its word.
    const [leader, member, late] = ["fixing insomnia", "sleep", "better sleep habits"].map(k);
    expect(sameDemand(leader!, late!)).toBe(true);
    expect(new DemandGroups().group([leader!, member!, late!])).toEqual([[leader, member, late]]);
    // Found through a member, a group is still judged by its leader: "yoga stretches" finds the group
    // "meditation" leads through its member "meditation and yoga for stress", and stays apart.
    const [calm, both, yoga] = ["meditation", "meditation and yoga for stress", "yoga stretches"].map(k);
    expect(sameDemand(calm!, yoga!)).toBe(false);
    expect(new DemandGroups().group([calm!, both!, yoga!]).find((g) => g.includes(yoga!))).toEqual([yoga]);
  });
  it("among concepts asked as often, the one whose most telling word the others hold leads; a more asked one leads anyway", () => {
    // In code-point order "marcus aurelius meditations" came first: it led, and only the phrasing
    // that is like it joined. "stoic", the telling word of "stoic philosophy for everyday life", is
    // held by the three others ("stoicism" a derived form; WordNet: Epictetus and Marcus Aurelius were Stoics).
    const keys = ["marcus aurelius meditations", "seneca and epictetus", "stoic philosophy for everyday life", "stoicism"].map(k).sort();
    // It leads, and names the group (its first member) before the others asked as often.
    const central = k("stoic philosophy for everyday life");
    expect(new DemandGroups().group(keys)).toEqual([[central, ...keys.filter((x) => x !== central)]]);
    // Asked more often, a key leads as it comes: the others join it only if they ask for what it
    // asks for ("stoicism" is what Marcus Aurelius's definition names, as "Stoic"; "seneca and
    // epictetus" covers too little of "marcus aurelius meditations", and leads the others asked as
    // often: "stoic philosophy", the topic, names Seneca and Epictetus).
    const groups = new DemandGroups().group(keys, (key) => (key === keys[0] ? 2 : 1));
    expect(groups[0]).toEqual([keys[0], k("stoicism")]);
    expect(groups[1]).toEqual([k("seneca and epictetus"), k("stoic philosophy for everyday life")]);
    expect(groups).toHaveLength(2);
  });
  // What a concept is wrapped in and how it is written, rule by rule: pairs that ask for one class
  // and pairs that do not (a failure names each pair misjudged).
  it.each(READINGS)("$rule", ({ same, apart }) => {
    expect(misjudged(true, same)).toEqual([]);
    expect(misjudged(false, apart)).toEqual([]);
  });
  it("noise makes no group", () => {
    const noise = ["🙂🙂🙂", "?!… --", "a".repeat(200), "日本語", "Приветствую всех"].map(k);
    expect(new DemandGroups().group(noise).every((g) => g.length === 1)).toBe(true);
  });
  it("a search asks for a wish that covers it, not for one that shares a word", () => {
    const wish = k(`<script>alert("w")</script> Deep sea creatures`);
    expect(asksForWish(k("deep sea creatures"), wish)).toBe(true);
    expect(asksForWish(k("Sea shanties on the ukulele"), wish)).toBe(false);
    expect(asksForWish(k("learn python"), k("Conversational Japanese"))).toBe(false);
  });

  it("a concept's phrasings of a few held ones are all found, though each key is first read by its words as typed", () => {
    // The probes kept here: each class's first phrasing held, every phrasing (in a form, with a
    // typo, as a sentence too) asked. What Phrasings finds is what asking every held key finds.
    const sets = [groupingSet("probe"), groupingSet("compounds")].map(readGroupingSet);
    const held = sets.flatMap((s) => s.groups.map((g) => conceptKey(g[0]!)));
    const asked = sets.flatMap((s) => [...s.groups.flat(), ...s.singles]).flatMap((c, i) => [c, inForm(c, i), misspelt(c, i), inSentence(c, i)]).map(conceptKey);
    const phrasings = new Phrasings(held);
    let found = 0;
    for (const key of asked) {
      const all = held.filter((h) => phrasing(h, key) !== undefined);
      expect(new Set(phrasings.of(key)), key).toEqual(new Set(all));
      if (all.length > 0) found++;
    }
    // Not a vacuous equality: many asked keys phrase a held one.
    expect(found).toBeGreaterThan(asked.length / 4);
  });
});