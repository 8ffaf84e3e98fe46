// The home page's lazily loaded check of a concept (class-customizer.tsx imports this module, and
// only this, with import()). requests.ts itself is imported statically by the server and by other
// routes; importing it both ways told the bundler to split a module it could not split
// (INEFFECTIVE_DYNAMIC_IMPORT). This module is imported one way only: dynamically.
export { conceptSchema } from "./requests.ts";
