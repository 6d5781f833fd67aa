// One template in the gallery: preview, title, tags, description and a link
// to its live demo campaign in the app.
import IdealImage from '@theme/IdealImage';
import { TAGS, TAG_KEYS, type Template } from '../_data';
import { PREVIEWS } from '../_previews';

/** How wide a card's image is shown: 3 columns on desktop, 2 on tablets, 1 on phones. */
export const CARD_IMAGE_SIZES =
  '(min-width: 1140px) 360px, (min-width: 997px) 31vw, (min-width: 700px) 46vw, 92vw';

export function TemplateCard({ template, href }: { template: Template; href: string }) {
  const preview = PREVIEWS[template.preview];
  const tags = TAG_KEYS.filter((key) => template.tags.includes(key));
  return (
    <article className="card templateCard">
      <div className="card__image templateCard__image">
        {preview && (
          <IdealImage
            img={preview}
            alt={`Preview of the ${template.title} template`}
            sizes={CARD_IMAGE_SIZES}
          />
        )}
      </div>
      <div className="card__body templateCard__body">
        <h2 className="templateCard__title">{template.title}</h2>
        <ul className="templateCard__tags" aria-label="Tags">
          {tags.map((key) => (
            <li key={key} className="templateTag" title={TAGS[key].description}>
              <span
                className="tagDot"
                style={{ backgroundColor: TAGS[key].color }}
                aria-hidden="true"
              />
              {TAGS[key].label.toLowerCase()}
            </li>
          ))}
        </ul>
        <p className="templateCard__description">{template.description}</p>
      </div>
      <div className="card__footer">
        <a
          className="button button--primary button--block"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
        >
          Open in app
          <span className="srOnly">: {template.title} (opens in a new tab)</span>
        </a>
      </div>
    </article>
  );
}
