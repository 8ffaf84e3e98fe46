// Business constants of the specification (section 9), shared by the page, the API and the tests.
export const BUDGET = { min: 10, max: 500, step: 10, default: 100, currency: "S$" } as const;
export const CLASS_SIZE = { min: 1, max: 25, step: 1, default: 5 } as const;
export const CONCEPT_MAX = 200;
export const MOBILE_BREAKPOINT = 768;

export const formatPrice = (amount: number) => `${BUDGET.currency}${amount}`;
