/** A small stack of chips with its amount, for bets and pots (the number is the real cue). */
export function Chips({ amount, label }: { amount: number; label?: string }) {
  const discs = Math.min(5, Math.max(1, Math.ceil(Math.log2(amount + 1))));
  return (
    <span className="chips" title={label ?? `${amount} chips`}>
      <svg viewBox="0 0 20 24" width="18" height="22" aria-hidden="true">
        {Array.from({ length: discs }, (_, i) => (
          <g key={i} transform={`translate(0 ${18 - i * 4})`}>
            <ellipse
              cx="10"
              cy="2"
              rx="9"
              ry="3.2"
              fill={i % 2 ? "#c62828" : "#d4af37"}
              stroke="#1b1b1b"
              strokeWidth="0.8"
            />
          </g>
        ))}
      </svg>
      <span>{amount}</span>
    </span>
  );
}

/** The pot in the middle of a betting game's table. */
export function Pot({ amount }: { amount: number }) {
  return (
    <div className="pot">
      <span className="label">Pot</span>
      <Chips amount={amount} />
    </div>
  );
}
