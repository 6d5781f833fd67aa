// /templates/: the campaign template gallery, filterable by tags (AND/OR) and
// by name, with the filters kept in the URL query.
import { Link } from '@docgen/client/Link';
import { product } from '../../components/product';
import Layout from '@theme/Layout';
import { TEMPLATES, demoUrl } from './_data';
import { FilterPanel } from './_components/FilterPanel';
import { TemplateCard } from './_components/TemplateCard';
import { filterTemplates } from './_components/filters';
import { useTemplateFilters } from './_components/useTemplateFilters';
import './styles.css';

const TITLE = `${product.name} Event Templates`;
const DESCRIPTION = `Ready-made ${product.name} campaign templates for giveaways, contests and growth campaigns, each with a live demo you can open in the app.`;

export default function Templates() {
  const { filters, toggleTag, toggleOperator, setName, clear } = useTemplateFilters();
  const shown = filterTemplates(TEMPLATES, filters);
  return (
    <Layout title={TITLE} description={DESCRIPTION}>
      <main className="container margin-vert--lg templatesPage">
        <header className="templatesHeader">
          <h1>{TITLE}</h1>
          <p className="templatesHeader__intro">
            Pick a starting point for your next campaign. Every template below is a real campaign
            you can try in the app before building your own from it in the dashboard.
          </p>
          <Link
            className="button button--outline button--primary"
            to="/campaign/#create-a-campaign"
          >
            How to start from a template
          </Link>
        </header>
        <FilterPanel
          filters={filters}
          count={shown.length}
          onToggleTag={toggleTag}
          onToggleOperator={toggleOperator}
          onNameChange={setName}
          onClear={clear}
        />
        <section aria-label="Templates" className="templatesResults">
          {shown.length > 0 ? (
            <ul className="templatesGrid">
              {shown.map((template) => (
                <li key={template.slug} className="templatesGrid__item">
                  <TemplateCard template={template} href={demoUrl(product.links.app, template)} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="templatesEmpty">
              <h2>No result</h2>
              <p>
                No template matches these filters. Try fewer tags, switch to OR, or change the name
                you searched for.
              </p>
              <button type="button" className="button button--primary" onClick={clear}>
                Show all templates
              </button>
            </div>
          )}
        </section>
      </main>
    </Layout>
  );
}
