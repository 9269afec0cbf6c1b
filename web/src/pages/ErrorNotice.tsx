/** A refusal or failure to show, read out at once (role "alert"); nothing while there is none. */
export function ErrorNotice({ error }: { error: string | null | undefined }) {
  if (!error) return null;
  return (
    <p className="notice error" role="alert">
      {error}
    </p>
  );
}
