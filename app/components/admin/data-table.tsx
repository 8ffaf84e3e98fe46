import { isValidElement, type ReactElement, type ReactNode } from "react";
import { TableScroll } from "./table-scroll.tsx";

/**
 * A column's heading: its text, right-aligned for figures, or read by screen readers only (a
 * column of buttons); or a heading cell of its own (`<th scope="col">`, e.g. one that sorts).
 */
export type Column = ReactElement | { label: ReactNode; numeric?: boolean; srOnly?: boolean };

const CELL = "px-3 py-2";

/** A heading cell as every console table has it. */
export function HeadingCell({ numeric, children, ...rest }: { numeric?: boolean; children: ReactNode; "aria-sort"?: "descending" | "ascending" }) {
  return (
    <th scope="col" className={numeric ? `${CELL} text-right` : CELL} {...rest}>
      {children}
    </th>
  );
}

/**
 * The console's one table: scrolls sideways on narrow screens (TableScroll, named by `label`), a
 * caption for screen readers, the headings, and the rows the caller gives (`<tr>`s).
 */
export function DataTable({ label, caption, columns, testId, children }: { label: string; caption?: ReactNode; columns: Column[]; testId?: string; children: ReactNode }) {
  return (
    <TableScroll label={label}>
      <table className="w-full text-left text-sm" data-testid={testId}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="bg-slate-100">
          <tr>
            {columns.map((c, i) =>
              isValidElement(c) ? (
                c
              ) : (
                <HeadingCell key={i} numeric={c.numeric}>
                  {c.srOnly ? <span className="sr-only">{c.label}</span> : c.label}
                </HeadingCell>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableScroll>
  );
}
