/** What an action did, or why it was refused, shown once at the top of a club's page. */
export type Note = { error: boolean; text: string } | null;
