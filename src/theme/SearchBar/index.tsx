// The navbar search button. The DocSearch modal is loaded on first intent
// (hover, focus, touch, or a shortcut) so pages don't pay for it.
export default function SearchBar() {
  return (
    <button type="button" className="DocSearch DocSearch-Button" aria-label="Search (Ctrl+K)">
      <span className="DocSearch-Button-Container">
        <span className="DocSearch-Button-Placeholder">Search</span>
      </span>
    </button>
  );
}
