import { useEffect, useState } from "react";

/**
 * A card's name on a long press: a touch screen shows no hover title, so pressing and holding a
 * card (the browser's context-menu gesture, the right button with a mouse) shows its name by
 * the finger, as the title does on hover. The next touch anywhere puts it away.
 */
export function CardNames() {
  const [shown, setShown] = useState<{ name: string; x: number; y: number } | null>(null);
  useEffect(() => {
    const onMenu = (e: MouseEvent) => {
      const card = (e.target as Element | null)?.closest?.("svg.card[aria-label]");
      const name = card?.getAttribute("aria-label");
      if (!name) return;
      e.preventDefault();
      setShown({ name, x: e.clientX, y: e.clientY });
    };
    const onDown = () => setShown(null);
    document.addEventListener("contextmenu", onMenu);
    document.addEventListener("pointerdown", onDown);
    return () => {
      document.removeEventListener("contextmenu", onMenu);
      document.removeEventListener("pointerdown", onDown);
    };
  }, []);
  if (!shown) return null;
  return (
    <div
      className="card-name-bubble"
      role="status"
      style={{ left: Math.max(8, shown.x - 80), top: Math.max(8, shown.y - 56) }}
    >
      {shown.name}
    </div>
  );
}
