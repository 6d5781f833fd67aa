// The dismissible announcement bar. Server-rendered open; the inline script
// marks <html> as dismissed before paint, and a new bar id brings it back.
import { siteConfig } from '@docgen/client/data';
import { useAnnouncementBar } from '@docgen/client/announcementBar';
import { IconClose } from '@theme/Icons';

export default function AnnouncementBar() {
  const bar = siteConfig.announcementBar;
  const { isActive, close } = useAnnouncementBar();
  if (!bar || !isActive) return null;
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
