// Words that say nothing about a topic, dropped before matching. English function words (with what
// a contraction leaves when it is split at its apostrophe: "I've" → "ve", "don't" → "don", "isn't" →
// "isn", which weighed more than the topic: "I've always wanted to learn guitar" was mostly "ve"), and the
// words people wrap a topic in on a class-wish site ("I would like to learn …", "… for beginners",
// "an intro course on …"): matching on those would tie unrelated requests together, as "learn"
// tied "learn python" to a hieroglyphs course.

const ENGLISH = `a about above after again against all am an and any are as at be because been before being below
between both but by can could did do does doing down during each few for from further had has have having he her here
hers herself him himself his how i if in into is it its itself just me more most my myself no nor not now of off on once
only or other our ours ourselves out over own same she should so some such than that the their theirs them themselves
then there these they this those through to too under until up very was we were what when where which while who whom why
will with would you your yours yourself yourselves get got go going let lets im ive id dont cant also really much many
thing things something anything way ways well using use used happen happened happening stuff
without within via per upon towards toward onto among amongst despite vs versus
ve re ll don isn aren wasn weren hasn haven hadn doesn didn couldn wouldn shouldn mustn needn won shan
isnt arent wasnt werent hasnt havent hadnt doesnt didnt couldnt wouldnt shouldnt youre theyre thats whats eg ie etc`;

const REQUEST = `learn learning learnt learned want wanna wanted wish like love interested interest keen curious
need know knowing understand understanding teach teaching taught study studying tell show explain explained explanation
class course lesson lessons session workshop tutorial tutor training program programme guide guided seminar lecture
lectures school online offline intro introduction introductory basic basics fundamental fundamentals essentials
beginner beginners beginning novice newbie advanced intermediate level levels start starting started first simple easy
quick step steps best good great better top really best 101 please help anyone someone people person everyone new ago pick
would could might try trying become better practice practical`;

export const STOP_WORDS: ReadonlySet<string> = new Set(`${ENGLISH} ${REQUEST}`.split(/\s+/).filter(Boolean));
/**
 * Request words that name a field of their own after a topic word: "machine learning", "deep
 * learning", "weight training", "personal training" are not "machine", "deep", "weight" or
 * "personal" (topic-words.ts topicWords keeps them there).
 */
export const FIELD_HEADS: ReadonlySet<string> = new Set(["learning", "training"]);
/** The words of a request: what a concept is about when it has nothing else ("learn to program", "how to study"). */
export const REQUEST_WORDS: ReadonlySet<string> = new Set(REQUEST.split(/\s+/).filter(Boolean));

/**
 * The form, depth and promise of a class, rather than its subject: its shape ("masterclass", "tips",
 * "… skills", "… techniques"), medium and gear ("podcasts", "webinar", "kit"), who teaches ("coach",
 * "mentor") and what it leads to ("diploma", "licence"); and the words of a request ("discover …",
 * "dive into …", "looking for …", "my friends keep talking about …"). Rare words, so by frequency they weighed as much as the topic or
 * more: "guitar masterclass" and "chess masterclass" were one class (the anchor "masterclass"), as
 * were any two topics "… skills" or "… coaching" (docs/decisions/matching.md). Not words that are
 * also topics of their own: "deep" (learning), "zero" (waste), "theory", "habits".
 */
const FORM = `masterclass bootcamp crash crashcourse refresher primer overview handbook walkthrough certificate certification
tip trick hack secret scratch mastering improve improving boost ultimate comprehensive everything friendly pro depth
skill mastery technique method principle concept hobby strategy
podcast webinar meetup retreat immersion clinic intensive kit gear equipment supply zoom skype prep exam
demystified demystify demystifying jargon question answer answered abc keep hearing impress awesome amazing fantastic wonderful
coach coaching mentor mentoring academy diploma degree licence license qualification hustle
discover discovering explore exploring dive looking getting talking`;

/**
 * What a class on a language teaches of it: beside a language's name ("norwegian grammar and
 * vocabulary", "beginner russian conversation", "korean alphabet") they say no more than the name
 * does (concept.ts). Alone, or beside any other word, each is a topic ("the art of conversation").
 */
export const LANGUAGE_PARTS: ReadonlySet<string> = new Set(
  `grammar vocabulary vocab pronunciation conversation conversational phrase phrasebook verb tense idiom slang accent
alphabet spelling fluency fluent dialect character script word sentence`.split(/\s+/),
);

/**
 * Units of time and words of age: a number beside them says how long ("… in 30 days") or for whom
 * ("… for ages 8-12", "… before I turn 40"), not which class (same-demand.ts). Framing words too.
 */
const HOW_LONG_OR_FOR_WHOM = "minute hour day week month age aged turn";
export const NUMBER_SAYS_HOW_LONG_OR_FOR_WHOM: ReadonlySet<string> = new Set(HOW_LONG_OR_FOR_WHOM.split(" "));

/**
 * The audience, setting, pace and form people wrap a topic in ("… for busy parents", "… for over
 * 50s", "… explained for kids", "… at home", "… when travelling", "… fast", "a crash course in …",
 * "… masterclass", "… tips and tricks", "mastering …"): they say who wants the class, where, how or in
 * what shape, not what it is about, so they weigh little (concept.ts). So does "self" of "self-defense",
 * "self-esteem", "self-discipline" (typed apart, "self defense"): it says whose, and as their telling
 * word it made them all one class. They stay in a concept's key, which is
 * stored with every search; a word of them alone still finds itself ("child psychology", "life hacks").
 */
export const FRAMING: ReadonlySet<string> = new Set(
  `kid child toddler teen teenager youth adult grownup parent mum mom mother dad father family couple senior elderly
children retiree pensioner woman women man men girl boy student professional employee busy working everyday daily real life home
grandparent grandma grandpa grandchild grandchildren grandson granddaughter daughter son husband wife spouse partner fiance fiancee
boyfriend girlfriend friend sister brother sibling niece nephew cousin colleague coworker staff
owner entrepreneur freelancer worker nurse teacher engineer doctor manager
expat expatriate newcomer immigrant graduate homeschool homeschooler
lady gentleman gent guy gal lad hobbyist enthusiast buff fan aficionado devotee lover geek nerd amateur dabbler rookie learner
layman laymen layperson laypeople millennial boomer undergraduate undergrad postgraduate postgrad homeowner
work travel travelling traveling traveller traveler tourist trip holiday fun dummy dummies idiot absolute complete total over under old older
fast quickly live weekend evening morning afternoon lunchtime lunch year
self
${HOW_LONG_OR_FOR_WHOM}
young younger plus everyone everybody folk all 20s 30s 40s 50s 60s 70s 80s
${FORM}`.split(/\s+/),
);
