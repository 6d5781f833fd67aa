// The campaign templates shown on /templates/, and the tags they are filtered by.
// Each template has a live demo in the app's `airlyft-docs` demo community.

export const TAG_KEYS = [
  'twitter',
  'telegram',
  'discord',
  'social',
  'evm',
  'dotsama',
  'learn',
  'form',
] as const;

export type TagKey = (typeof TAG_KEYS)[number];

export interface TagInfo {
  label: string;
  /** What the tag means (shown as a tooltip). */
  description: string;
  color: string;
}

export const TAGS: Record<TagKey, TagInfo> = {
  twitter: { label: 'Twitter', description: 'Tasks done on Twitter', color: '#1DA1F2' },
  telegram: {
    label: 'Telegram',
    description: 'Joining a Telegram group or channel',
    color: '#26A5E4',
  },
  discord: { label: 'Discord', description: 'Tasks on a Discord server', color: '#5865F2' },
  social: {
    label: 'Social',
    description: 'Other social networks, such as YouTube or Instagram',
    color: '#127f82',
  },
  evm: { label: 'EVM', description: 'On-chain actions on EVM networks', color: '#ff754b' },
  dotsama: {
    label: 'Dotsama',
    description: 'Polkadot and Kusama on-chain actions and wallet addresses',
    color: '#E6007A',
  },
  learn: {
    label: 'Learn to Earn',
    description: 'Watch, read, then answer to earn',
    color: '#4267b2',
  },
  form: {
    label: 'Forms and Surveys',
    description: 'Rewarded forms with questions of your own',
    color: '#4267b2',
  },
};

export interface Template {
  title: string;
  description: string;
  tags: TagKey[];
  /** The demo campaign's slug: https://app.airlyft.one/airlyft-docs/<slug>. */
  slug: string;
  /** File name (without extension) of the preview in ./_previews. */
  preview: string;
}

export const DEMO_COMMUNITY = 'airlyft-docs';

export function demoUrl(appUrl: string, template: Template): string {
  return `${appUrl.replace(/\/+$/, '')}/${DEMO_COMMUNITY}/${template.slug}`;
}

export const TEMPLATES: Template[] = [
  {
    title: 'Proof of Love V-Day',
    description:
      'A Valentine’s Day campaign where fans earn a keepsake NFT that says they were there, after a round of social and wallet tasks.',
    tags: ['evm', 'twitter', 'telegram', 'discord'],
    slug: 'ValentinesTemplate',
    preview: 'proof-of-love',
  },
  {
    title: 'Swap & Win DEX Promotion',
    description:
      'Pay out to people who really use your dApp: each entry is a swap on your exchange, confirmed on chain before it counts.',
    tags: ['evm'],
    slug: 'swap-and-win-dex-promotion',
    preview: 'swap-and-win',
  },
  {
    title: 'Collect email addresses of NFT Holders',
    description:
      'Check on chain that a wallet holds one of your NFTs, then ask that holder for an email address so you can stay in touch off chain.',
    tags: ['evm', 'dotsama'],
    slug: 'nft-holders',
    preview: 'nft-holders',
  },
  {
    title: 'Viral Share Campaigns',
    description:
      'Every participant gets a personal invite link; the Airboost referral task adds a bonus for each friend they bring along.',
    tags: ['twitter', 'evm'],
    slug: 'referral-giveaway',
    preview: 'viral-share',
  },
  {
    title: 'Metamask connect with twitter tasks',
    description:
      'Ask for a post about your project and a MetaMask connection on any of more than ten supported chains, then reward both.',
    tags: ['evm', 'twitter'],
    slug: 'tweet-and-give-address',
    preview: 'metamask-twitter',
  },
  {
    title: 'Polkadotjs with Discord Template',
    description:
      'Members link their Polkadot.js extension wallet and prove they joined your Discord server; both steps are checked for you.',
    tags: ['dotsama', 'discord'],
    slug: 'polkadotjs-and-telegram',
    preview: 'polkadotjs-discord',
  },
  {
    title: 'Multichain HODL Contest',
    description:
      'Give cFuel or XP to the people who keep your token in their wallets, on a single network or several at the same time.',
    tags: ['evm'],
    slug: 'hodl-a-token',
    preview: 'hodl-contest',
  },
  {
    title: 'Twitter Giveaway',
    description:
      'A short, simple giveaway built around your Twitter account: follows, likes and reposts that lift your reach.',
    tags: ['twitter'],
    slug: 'twitter-giveaway',
    preview: 'twitter-giveaway',
  },
  {
    title: 'NFT Giveaway',
    description:
      'Put a new collection in front of people by handing out free NFTs to those who complete tasks that matter to you.',
    tags: ['telegram', 'social', 'discord', 'evm'],
    slug: 'nft-giveaway',
    preview: 'nft-giveaway',
  },
  {
    title: 'Learn to Earn Campaign',
    description:
      'Participants watch a YouTube video about your product and then answer a quiz on it; right answers earn the reward.',
    tags: ['learn', 'social'],
    slug: 'quiz-contest',
    preview: 'learn-to-earn',
  },
  {
    title: 'Incentivised onchain actions',
    description:
      'Reward staking, adding liquidity, holding an NFT or playing a GameFi title, with each action confirmed on chain.',
    tags: ['evm'],
    slug: 'liquidity-incentive-campaign',
    preview: 'onchain-actions',
  },
  {
    title: 'Run a Survey Contest',
    description:
      'Turn a questionnaire into a contest: the form task collects the answers and every completed form is one entry.',
    tags: ['form'],
    slug: 'run-a-survey-contest',
    preview: 'survey-contest',
  },
  {
    title: 'Twitter Hashtag Contest',
    description:
      'Spread a hashtag: people post a ready-made tweet you prepared, or write their own as long as it carries your tag.',
    tags: ['twitter'],
    slug: 'twitter-hashtag-contest',
    preview: 'hashtag-contest',
  },
  {
    title: 'Discord Server Promotion',
    description:
      'Bring new members into your Discord server and give the people already there a reason to stay active and loyal.',
    tags: ['discord'],
    slug: 'discord-server-promotion',
    preview: 'discord-promotion',
  },
  {
    title: 'Social Media Contest',
    description:
      'One campaign for every network you are on, aimed at more followers and more interaction across all of them.',
    tags: ['twitter', 'social', 'evm'],
    slug: 'social-media-contest',
    preview: 'social-media-contest',
  },
  {
    title: 'Join Telegram Community Promotion',
    description:
      'Grow your Telegram group with members who actually joined: the task checks membership before anyone is rewarded.',
    tags: ['telegram', 'social'],
    slug: 'telegram-giveaway',
    preview: 'telegram-promotion',
  },
];
