// The dismissible announcement bar. Server-rendered open; the inline script
// marks <html> as dismissed before paint, and a new bar id brings it back.
import { useEffect, useState } from 'react';
import { siteConfig } from '@docgen/client/data';
import { storage } from '@docgen/client/hooks';
import { IconClose } from '@theme/Icons';

export const DISMISS_KEY = 'docusaurus.announcement.dismiss';
export const ID_KEY = 'docusaurus.announcement.id';

export default function AnnouncementBar() {
  const bar = siteConfig.announcementBar;
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (!bar) return;
    const storedId = storage.get(ID_KEY);
    if ((storedId === 'annoucement-bar' ? 'announcement-bar' : storedId) !== bar.id) {
      storage.set(ID_KEY, bar.id);
      storage.set(DISMISS_KEY, 'false');
      document.documentElement.dataset.announcementBarInitiallyDismissed = 'false';
      setDismissed(false);
    } else setDismissed(storage.get(DISMISS_KEY) === 'true');
  }, [bar]);
  if (!bar || dismissed) return null;
  const close = () => {
    storage.set(DISMISS_KEY, 'true');
    document.documentElement.dataset.announcementBarInitiallyDismissed = 'true';
    setDismissed(true);
  };
  return (
    <div
      className="theme-announcement-bar announcementBar"
      role="banner"
      style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
    >
      {bar.isCloseable && <div className="announcementBarPlaceholder" />}
      <div className="announcementBarContent" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable && (
        <button
          type="button"
          aria-label="Close"
          className="clean-btn close announcementBarClose"
          onClick={close}
        >
          <IconClose width={14} height={14} />
        </button>
      )}
    </div>
  );
}
