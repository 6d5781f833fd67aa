// The notice above an unlisted page (`{ metadata }`, as the reference's).
export interface Props {
  metadata: { unlisted?: boolean };
}

export default function ContentVisibility({ metadata }: Props) {
  if (!metadata.unlisted) return null;
  return (
    <div className="theme-unlisted-banner alert alert--warning margin-bottom--md" role="alert">
      <b>Unlisted page</b>
      <p>
        This page is unlisted. Search engines will not index it, and only users having a direct link
        can access it.
      </p>
    </div>
  );
}
