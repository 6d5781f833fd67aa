// "Last updated on <date> by <author>", for a site's doc footer (the generator
// itself does not record these).
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
