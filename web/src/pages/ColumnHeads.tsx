/** A table's head row: one column header per name, for screen readers to announce each cell by. */
export function ColumnHeads({ names }: { names: readonly string[] }) {
  return (
    <thead>
      <tr>
        {names.map((n) => (
          <th scope="col" key={n}>
            {n}
          </th>
        ))}
      </tr>
    </thead>
  );
}
