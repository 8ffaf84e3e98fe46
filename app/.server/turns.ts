/** Tasks that take turns: each starts once the one before it has ended, failed or not. */
export type Turns = <T>(task: () => Promise<T>) => Promise<T>;

export function turns(): Turns {
  let last: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = last.then(task);
    last = run.catch(() => undefined);
    return run;
  };
}
