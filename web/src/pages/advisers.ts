/** The games with an adviser page, and what it advises: a list the home page shows without the advisers' engines. */
export const advisers: Readonly<Record<string, string>> = {
  colonial: "Discard odds",
  tyramid: "Move adviser",
};
