/**
 * How far a lesson has been taken in this browser: the number of steps made, kept between visits
 * so a lesson left half way resumes where it was.
 */
const key = (game: string) => `pyramids.learn.${game}`;

export function savedProgress(game: string, steps: number): number {
  const n = Number(localStorage.getItem(key(game)) ?? 0);
  return Number.isInteger(n) && n >= 0 ? Math.min(n, steps) : 0;
}

export function saveProgress(game: string, made: number): void {
  localStorage.setItem(key(game), String(made));
}
