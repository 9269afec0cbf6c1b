/** The keys the table answers to, in a corner a player opens when they want them. */
export function KeysHint() {
  return (
    <details className="keys-hint">
      <summary>Keys</summary>
      <ul>
        <li>
          <kbd>1</kbd>–<kbd>9</kbd>: the numbered action (the number is on its button)
        </li>
        <li>
          <kbd>Tab</kbd>: the next card, place or button; <kbd>Enter</kbd> or <kbd>Space</kbd> takes
          it
        </li>
        <li>After each move the keyboard stays at the table, on the next thing to do.</li>
      </ul>
    </details>
  );
}
