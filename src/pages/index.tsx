// The home page: a hero with the site title and tagline, entry cards for
// projects and community members, what the docs offer each audience, and
// cards into the main documentation sections.
import type { ReactNode } from 'react';
import { Link } from '@docgen/client/Link';
import { siteConfig } from '@docgen/client/data';
import Layout from '@theme/Layout';
import { product as airlyft } from '../components/product';
import './index.css';

const product = airlyft.name;

interface Entry {
  title: string;
  to: string;
  description: string;
  icon: ReactNode;
}

const icon = (path: string) => (
  <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
    <path
      d={path}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

const ENTRIES: Entry[] = [
  {
    title: 'Project Guide',
    to: '/community',
    description: `Create your community on ${product}, fill in its public page and invite your team. Everything else starts here.`,
    icon: icon('M3 21V8l9-5 9 5v13M9 21v-6h6v6M3 21h18'),
  },
  {
    title: 'Campaign',
    to: '/campaign/',
    description:
      'Plan a campaign from start to finish: its schedule, its quests, its rewards and who gets to see it.',
    icon: icon('M4 20V10M10 20V4M16 20v-7M22 20H2'),
  },
  {
    title: 'Templates',
    to: '/templates/',
    description:
      'Skip the blank page: pick a ready-made giveaway or contest and try its live demo first.',
    icon: icon('M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z'),
  },
  {
    title: 'User Guide',
    to: '/users/',
    description:
      'Taking part rather than hosting? Find out how to join campaigns, finish quests and win rewards.',
    icon: icon('M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6'),
  },
];

const SECTIONS: Array<{ title: string; to: string; description: string }> = [
  {
    title: 'Quests',
    to: '/campaign/quests/',
    description: 'Every task type a campaign can ask for, from social follows to on-chain checks.',
  },
  {
    title: 'Rewards',
    to: '/campaign/rewards/',
    description: 'Attach giveaways to a campaign and choose how winners are selected.',
  },
  {
    title: 'AirPool',
    to: '/air-pool/',
    description: 'Lock tokens or NFTs you already hold so campaigns can pay them out on chain.',
  },
  {
    title: 'AirToken',
    to: '/air-token/',
    description: `Have ${product} deploy a new token or NFT collection to hand out as rewards.`,
  },
  {
    title: 'Integrations',
    to: '/integrations/',
    description: 'Connect email tools, stores, chat apps and automation services to your quests.',
  },
  {
    title: 'Widget',
    to: '/widget/',
    description: 'Embed your quests and campaigns on your own website.',
  },
  {
    title: 'Developers',
    to: '/developers/',
    description: 'Webhooks and the API onboarding kit for building on top of your campaigns.',
  },
];

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

export default function Home() {
  const { links } = airlyft;
  return (
    <Layout
      title="Welcome"
      description={`Learn to run campaigns, giveaways and contests with ${product}: guides for the projects that host them and for the community members who take part.`}
    >
      <div className="hero hero--primary homeHero">
        <div className="container">
          <img
            className="homeHero__logo"
            src={siteConfig.navbar.logo?.src}
            alt=""
            width="72"
            height="72"
          />
          <h1 className="hero__title">{siteConfig.title}</h1>
          <p className="hero__subtitle homeHero__tagline">{siteConfig.tagline}</p>
        </div>
      </div>
      <main className="homeMain">
        <section className="container homeSection" aria-labelledby="home-start">
          <h2 id="home-start" className="homeSection__title">
            Where to begin
          </h2>
          <div className="row homeRow">
            {ENTRIES.map((entry) => (
              <div key={entry.to} className="col col--3 homeCol">
                <Link to={entry.to} className="card homeCard homeCard--entry">
                  <div className="card__header">
                    <span className="homeCard__icon">{entry.icon}</span>
                    <h3 className="homeCard__title">{entry.title}</h3>
                  </div>
                  <div className="card__body">
                    <p>{entry.description}</p>
                  </div>
                </Link>
              </div>
            ))}
          </div>
        </section>

        <section className="homeFeatures" aria-labelledby="home-audiences">
          <div className="container">
            <h2 id="home-audiences" className="homeSection__title">
              What you will find here
            </h2>
            <div className="row">
              <div className="col col--4 homeFeature">
                <h3>For Projects</h3>
                <p>
                  Step-by-step guides for setting up giveaways and sending out rewards: tokens,
                  NFTs, POAPs, in-game items, NFT tickets and more.
                </p>
              </div>
              <div className="col col--4 homeFeature">
                <h3>For the Community</h3>
                <p>
                  How to complete the tasks a project sets, have {product} verify them for you, and
                  collect what you win.
                </p>
              </div>
              <div className="col col--4 homeFeature">
                <h3>Direct Support</h3>
                <p>
                  Stuck while creating or joining a giveaway? Reach the team on{' '}
                  <ExternalLink href={links.telegram}>Telegram</ExternalLink> or{' '}
                  <ExternalLink href={links.discord}>Discord</ExternalLink> and we will help you
                  out.
                </p>
              </div>
            </div>
          </div>
        </section>

        <section className="container homeSection" aria-labelledby="home-sections">
          <h2 id="home-sections" className="homeSection__title">
            Explore the documentation
          </h2>
          <div className="row homeRow homeRow--centered">
            {SECTIONS.map((section) => (
              <div key={section.to} className="col col--3 homeCol">
                <Link to={section.to} className="card homeCard homeCard--section">
                  <div className="card__body">
                    <h3 className="homeCard__title">{section.title}</h3>
                    <p>{section.description}</p>
                  </div>
                </Link>
              </div>
            ))}
          </div>
        </section>
      </main>
    </Layout>
  );
}
