// "Last updated on <date> by <author>" in a doc's footer (docs.showLastUpdateTime
// and showLastUpdateAuthor: git's last commit of the file, or its last_update).
export interface Props {
  /** Milliseconds since the epoch. */
  lastUpdatedAt?: number | null;
  lastUpdatedBy?: string | null;
}

export default function LastUpdated({ lastUpdatedAt, lastUpdatedBy }: Props) {
  const date = lastUpdatedAt ? new Date(lastUpdatedAt) : undefined;
  return (
    <span className="theme-last-updated">
      Last updated
      {date && (
        <>
          {' on '}
          <b>
            <time dateTime={date.toISOString()}>
              {date.toLocaleDateString('en', { dateStyle: 'medium', timeZone: 'UTC' })}
            </time>
          </b>
        </>
      )}
      {lastUpdatedBy && (
        <>
          {' by '}
          <b>{lastUpdatedBy}</b>
        </>
      )}
    </span>
  );
}
