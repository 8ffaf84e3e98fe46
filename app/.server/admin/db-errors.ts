// PostgreSQL error codes the console turns into messages (drizzle may wrap the driver's error).
const codeOf = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code ?? e.cause?.code;
};

export const isUniqueViolation = (err: unknown) => codeOf(err) === "23505";
export const isForeignKeyViolation = (err: unknown) => codeOf(err) === "23503";
