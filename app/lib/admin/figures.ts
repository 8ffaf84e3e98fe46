// Every figure the console shows, defined once: its name and what it counts. Pages show the label
// with its definition, and the same figure (same key) is computed by one query, so two pages never
// disagree about it (tests/integration/admin-console.test.ts holds them to that).

export type Figure = { label: string; definition: string };

export const FIGURES = {
  visitors: {
    label: "Visitors",
    definition: "Browsers that searched, registered for a course, joined a class wish or pressed Confirm in an e-mail. Page views are not recorded.",
  },
  searches: { label: "Searches", definition: "Concepts sent from the home page, each search once however often it was retried." },
  searched: { label: "Searched", definition: "Visitors that made at least one search." },
  registrations: { label: "Registrations", definition: "Register clicks: one per course and browser, however often it was clicked." },
  subscribers: {
    label: "Subscribers",
    definition: "Addresses typed into any form (gave an e-mail), each address once, whatever its status. Typing links no browser.",
  },
  pending: {
    label: "Pending",
    definition: "Subscribers who have not confirmed a list by the link in our e-mail yet. A seat confirmed from the mailbox is not a list: the console shows such a person as “Seat confirmed, no list”.",
  },
  confirmed: { label: "Confirmed", definition: "Subscribers whose mailbox confirmed and who have not unsubscribed since." },
  unsubscribed: { label: "Unsubscribed", definition: "Subscribers who unsubscribed and have not confirmed again." },
  invited: {
    label: "Invited",
    definition: "People a launch wave invited, each once, whatever they did since (the Launch page gives them per wave; a wave sent for later counts from when it was made).",
  },
  accepted: { label: "Accepted", definition: "Of the invited, those who pressed Accept on their invitation." },
  signups: { label: "Sign-ups", definition: "Subscribers by the day their address was first typed (UTC)." },
  courseList: {
    label: "Confirmed on its list",
    definition: "Confirmed subscribers on the course's list whom its opening notice reaches (not bounced).",
  },
  wishJoiners: { label: "Joiners", definition: "Browsers that pressed Me too on the wish, each once (whoever shared it not counted)." },
  wishAsk: {
    label: "Budget · size",
    definition: "The median budget and class size of everyone who wants the wish: whoever shared it and each joiner.",
  },
  linkVisits: {
    label: "Visits",
    definition: "Visits that arrived through its shared link (?ref=), counted by the first-party analytics (browsers asking not to be tracked are not).",
  },
  linkSignups: {
    label: "Sign-ups brought",
    definition: "Searches, Me toos and e-mail addresses given in visits that arrived through its shared link: each kind once per browser.",
  },
  askedSearches: {
    label: "Matching searches",
    definition: "Searches that have this course among their three related courses: the ranking that shows related courses after a search.",
  },
  askedPeople: {
    label: "People who asked",
    definition:
      "Distinct people behind the matching searches, the registrations and the class wish it was made from (if any): a browser linked to a subscriber is that person, any other browser one person.",
  },
  askedAgreed: {
    label: "Agreed to updates",
    definition: "Of them, confirmed subscribers (not bounced) on the launch list, on this course's list or on the list of the class wish it was made from.",
  },
  askedFromWish: {
    label: "From its wish",
    definition: "The class wish it was made from: whoever shared it, each joiner and each confirmed address on its list.",
  },
  wishSearches: {
    label: "Matching searches",
    definition:
      "Searches that ask for the wish by the one matching rule: the wish covers what the search asks for, and the search covers at least half of the wish (filler words dropped, words compared through word vectors); the wish's own search included.",
  },
  wishList: {
    label: "Confirmed on its list",
    definition: "Addresses on the wish's list (Hear when it becomes a class) confirmed by their click and still on it.",
  },
  wishListPending: {
    label: "Waiting to confirm",
    definition: "Addresses that asked for the wish's list and have not clicked the confirmation yet: not among its people.",
  },
  wishPeople: {
    label: "People who want it",
    definition:
      "Distinct people: whoever shared it, the joiners, the confirmed addresses on its list and the matching searches; a browser linked to a subscriber is that person, any other browser one person.",
  },
  wishAgreed: {
    label: "Agreed to updates",
    definition: "Of them, confirmed subscribers (not bounced) on the launch list or on the wish's list: whom a course made from it may write to.",
  },
  // The Overview's "Funnel by source": what the pages' cookieless beacon counted in the last 30 days,
  // by where the visit came from. Browsers asking not to be tracked are not counted, so these are
  // not the cards' figures and never carry their names: each is named and defined here once, and
  // the table, its CSV and this list say the same.
  sourceVisits: { label: "Visits", definition: "Visits that began with a page of the site opened in a browser tab." },
  sourceSearches: {
    label: "Searches counted",
    definition: "Searches recorded in those visits, each once; shown with the searches per visit (a visit can search more than once).",
  },
  sourceEmails: { label: "Addresses typed", definition: "E-mail forms sent with an address the server took (the same address twice counts twice)." },
  sourceConfirmed: {
    label: "Confirmations",
    definition: "Addresses confirmed by their mailbox's click, counted when the click happened (one that unsubscribed later stays counted).",
  },
  sourceRegistrations: { label: "Register clicks counted", definition: "First Register clicks: one per course and browser, a repeat click not counted again." },
  sourceSeats: { label: "Seats confirmed", definition: "Seats confirmed from the mailbox's link, each once." },
  sourceWishes: { label: "Wishes shared", definition: "Searches shared as a class wish, each once." },
  sourceMetoo: { label: "Me toos", definition: "Me too presses on a class wish, each once per browser." },
  askedTold: {
    label: "Told already",
    definition: "Of those, people sent “A class you asked for is open” or this course's opening notice (sent or on its way).",
  },
} as const satisfies Record<string, Figure>;

export type FigureKey = keyof typeof FIGURES;
