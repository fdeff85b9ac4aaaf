interface RetryButtonProps {
  /** The failed read (a query): Try again fetches it once more. */
  query: { refetch: () => unknown };
  /** Small, inside a line of text, rather than a state panel's main action. */
  inline?: boolean;
}

/** "Try again" after a read failed: one look and one wording everywhere. */
export function RetryButton({ query, inline = false }: RetryButtonProps) {
  return (
    <button
      type="button"
      className={inline ? 'btn btn-small' : 'btn btn-primary'}
      onClick={() => void query.refetch()}
    >
      Try again
    </button>
  );
}
