// PostgreSQL error codes the console turns into messages (drizzle may wrap the driver's error).
const codeOf = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code ?? e.cause?.code;
};

export const isUniqueViolation = (err: unknown) => codeOf(err) === "23505";
export const isForeignKeyViolation = (err: unknown) => codeOf(err) === "23503";
/** The constraint a violation names (to tell which unique value was taken). */
export const constraintOf = (err: unknown): string | undefined => {
  const e = err as { constraint?: string; cause?: { constraint?: string } };
  return e.constraint ?? e.cause?.constraint;
};
