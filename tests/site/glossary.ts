// The one vocabulary for docs/: every UI label as the AirLyft product shows it, and the wrong
// forms the docs lint (tests/site/docs-lint.ts) rejects. Pages write labels in backticks.
//
// STYLE NOTE (follow on every page)
// - Campaign setup is the `Campaign Settings` screen with four steps: `1. Campaign Information`,
//   `2. Quests`, `3. Rewards`, `4. Widgets`. Write "open the `2. Quests` step" — never "Quests tab",
//   never "Select Apps".
// - Anything picked from a grid is a tile: quest types on `2. Quests` ("click the `Discord` tile"),
//   reward types on `3. Rewards` ("click the `Token Giveaway (ERC20)` tile") and platforms on the
//   Integrations page ("click the `Klaviyo` tile"). Never "`X` block" or "`X` card".
// - A quest tile opens a dialog with collapsible panels `Basic Details`, `Custom Task Icon` and
//   `Task Conditions & Recurrence` (plural "Conditions"); the dialog ends with `Add Task`.
//   The page about that panel is "Task conditions and recurrence".
// - "set up" is the verb, "setup" the noun. The Telegram quest button is `Set up Telegram Integration`.
// - Points: write "cFuel and XP" in prose; `cXP` / `cFuel` only for the badges participants see.
// - Products in prose: AirLyft, AirPool, AirToken, AirBoost. Dashboard menu labels: `Campaigns`,
//   `Air Pools`, `Air Tokens`, `Shop`, `Settings`.
// - Talk to the host as "you"; the people who join are "participants". "Sign in", not "log in".
// - Shared rules are said once, on the page that owns them, and linked from everywhere else:
//   editing or removing quests in a live campaign → /campaign/update-delete#editing-quests-on-a-live-campaign;
//   one completion per account and the same-IP rule → /campaign/bot-protection;
//   the three verification methods → /campaign/quest-verification-type;
//   frequency and eligibility rules → /campaign/task-condition-and-recurrence;
//   where results show up (Submissions, Participants, CSV) → /campaign/submission-view.
// - Never describe how a page was researched: no "the docs say", "not documented", "unconfirmed".
//   If a behaviour is unknown, leave it out or give safe advice ("test with one participant first").

export interface GlossaryEntry {
  /** The label exactly as the product shows it. */
  label: string;
  /** Where the reader meets it. */
  where: string;
  /** Spellings pages must not use (matched literally, backticks included where shown). */
  wrong?: string[];
}

export interface WrongPattern {
  /** A pattern for a wrong form that literal strings cannot express. */
  pattern: RegExp;
  /** What to write instead. */
  use: string;
}

export const GLOSSARY: GlossaryEntry[] = [
  // Dashboard and campaign setup
  { label: 'Create Campaign', where: 'dashboard, top right' },
  { label: 'Create from Scratch', where: 'new-campaign popup' },
  { label: 'Save and Continue', where: 'new-campaign popup' },
  { label: 'Campaign Settings', where: 'campaign setup screen' },
  {
    label: '1. Campaign Information',
    where: 'Campaign Settings step 1',
    wrong: ['`Campaign Information` tab'],
  },
  {
    label: '2. Quests',
    where: 'Campaign Settings step 2',
    wrong: ['`Quests` tab', 'Quests tab', 'Select Apps'],
  },
  {
    label: '3. Rewards',
    where: 'Campaign Settings step 3',
    wrong: ['`Rewards` tab', 'Rewards tab'],
  },
  { label: '4. Widgets', where: 'Campaign Settings step 4', wrong: ['`Widgets` tab'] },
  { label: 'Campaign Visibility', where: '1. Campaign Information' },
  { label: 'Public - Visible in your public page', where: 'Campaign Visibility' },
  {
    label: 'Private - only people with the link can access the campaign page',
    where: 'Campaign Visibility',
  },
  { label: 'Public Explorable', where: 'Campaign Visibility (applied by AirLyft)' },
  { label: 'Public and Announce', where: 'campaign publishing' },
  { label: 'Bot Protection', where: 'campaign setup toggle' },
  { label: 'More', where: 'campaign list, Action column' },
  { label: 'Overview', where: 'campaign views' },
  { label: 'Analytics', where: 'campaign views' },
  { label: 'Participants', where: 'campaign views' },
  { label: 'Submissions', where: 'campaign views' },
  { label: 'Export CSV', where: 'Participants / Submissions' },
  { label: 'Campaigns', where: 'dashboard menu' },
  { label: 'Air Pools', where: 'dashboard menu', wrong: ['`AirPools`', '`Airpools`'] },
  { label: 'Air Tokens', where: 'dashboard menu', wrong: ['`AirTokens`', '`Airtokens`'] },
  { label: 'Shop', where: 'dashboard menu' },
  { label: 'Settings', where: 'dashboard menu' },

  // Quest dialogs (shared panels)
  { label: 'Basic Details', where: 'quest dialog panel', wrong: ['`Basic details`'] },
  { label: 'Custom Task Icon', where: 'quest dialog panel' },
  {
    label: 'Task Conditions & Recurrence',
    where: 'quest dialog panel',
    wrong: [
      'Task Condition & Recurrence',
      'Task Condition and Recurrence',
      'Task Conditions and Recurrence',
    ],
  },
  { label: 'Task Conditions', where: 'panel on dialogs without recurrence' },
  { label: 'Task Frequency', where: 'Task Conditions & Recurrence' },
  { label: 'Task Completed', where: 'Task Conditions rule' },
  { label: 'Max Participants', where: 'Task Conditions rule' },
  { label: 'Add Task', where: 'end of every quest dialog', wrong: ['`Add task`', '`Add Quest`'] },
  { label: 'Verification Type', where: 'quest dialogs that offer a choice' },
  { label: 'No Verification', where: 'Telegram quest' },
  { label: 'Check if user has joined group/channel', where: 'Telegram quest' },
  {
    label: 'Set up Telegram Integration',
    where: 'Telegram quest, opens a dialog with the `Integration` dropdown and `Create`',
    wrong: ['Setup Telegram Integration', '`Setup Telegram integration`'],
  },
  { label: 'Download Example File', where: 'CSV upload fields' },

  // Quest tiles on 2. Quests
  { label: 'AirLyft', where: 'quest tile' },
  { label: 'Beamswap', where: 'quest tile' },
  { label: 'Blog', where: 'quest tile' },
  { label: 'Bridge Assets', where: 'quest tile' },
  { label: 'Checkin', where: 'quest tile', wrong: ['`Check-in`', '`Check In`'] },
  { label: 'Discord', where: 'quest tile' },
  { label: 'Verified Email', where: 'quest tile (Email)' },
  { label: 'Faucet', where: 'quest tile', wrong: ['`Verified Faucet`'] },
  { label: 'Form', where: 'quest tile' },
  { label: 'Geo-Fence', where: 'quest tile', wrong: ['`Geo Fence`', '`Geofence`'] },
  { label: 'Graph Indexer', where: 'quest tile' },
  { label: 'Instagram', where: 'quest tile' },
  { label: 'Kickstarter', where: 'quest tile' },
  { label: 'Lucky Draw', where: 'quest tile and winner selection strategy' },
  { label: 'Mobile App Install with AI ✨', where: 'quest tile' },
  { label: 'Product Hunt', where: 'quest tile' },
  { label: 'Quiz', where: 'quest tile' },
  { label: 'Airboost Referral', where: 'quest tile', wrong: ['`AirBoost Referral`'] },
  { label: 'REST API Integration', where: 'quest tile' },
  { label: 'Secret Code', where: 'quest tile' },
  { label: 'Substrate Pallets', where: 'quest tile' },
  { label: 'Telegram', where: 'quest tile and integration tile' },
  { label: 'Terms & Conditions', where: 'quest tile' },
  { label: 'Token / NFT App', where: 'quest tile', wrong: ['`Token/NFT App`'] },
  { label: 'Twitter with AI ✨', where: 'quest tile', wrong: ['`Twitter with AI`'] },
  {
    label: 'Media Upload with AI ✨',
    where: 'quest tile',
    wrong: ['`Media with AI verification`', '`Media Upload with AI`'],
  },
  { label: 'URL', where: 'quest tile' },
  { label: 'Wallet', where: 'quest tile' },
  { label: 'Web3.0 EVM', where: 'quest tile', wrong: ['`Web3 EVM`'] },
  { label: 'Youtube', where: 'quest tile', wrong: ['`YouTube`'] },

  // Rewards (3. Rewards)
  { label: 'Rewards & Distribution', where: '3. Rewards page heading' },
  { label: 'Add Rewards', where: '3. Rewards section heading' },
  { label: 'Whitelist / Shortlist', where: 'reward tile', wrong: ['`Whitelist/Shortlist`'] },
  { label: 'NFT Giveaway (ERC1155)', where: 'reward tile' },
  { label: 'NFT Giveaway (ERC721)', where: 'reward tile' },
  { label: 'Substrate Tokens (Native or Asset)', where: 'reward tile' },
  { label: 'AssetHub NFT', where: 'reward tile' },
  { label: 'Token Giveaway (ERC20)', where: 'reward tile' },
  { label: 'Secret Rewards', where: 'reward tile' },
  { label: 'Discord Giveaway', where: 'reward tile' },
  { label: 'Air Pool Giveaway', where: 'asset-source popup', wrong: ['`AirPool Giveaway`'] },
  { label: 'Air Token Giveaway', where: 'asset-source popup', wrong: ['`AirToken Giveaway`'] },
  { label: 'Air Pool', where: 'reward dialog dropdown', wrong: ['`AirPool` dropdown'] },
  { label: 'Air Token', where: 'reward dialog dropdown', wrong: ['`AirToken` dropdown'] },
  { label: 'Create new pool', where: 'Air Pool dropdown' },
  { label: 'Create new token', where: 'Air Token dropdown' },
  {
    label: 'Winner Selection Strategy',
    where: 'reward dialogs',
    wrong: ['`Winner selection strategy`'],
  },
  { label: 'Whitelist Pre Condition', where: 'reward dialogs' },
  { label: 'Total Claim Limit', where: 'reward dialogs' },
  { label: 'Allow Unlimited claims', where: 'Total Claim Limit' },
  { label: 'Reward Summary', where: 'reward dialogs' },
  { label: 'Hidden Reward', where: 'reward dialogs' },
  { label: 'Total Winners', where: 'reward dialogs' },
  { label: 'Amount Per Winner', where: 'reward dialogs' },
  { label: 'Create giveaway', where: 'Air Pool reward dialogs (submit)' },
  { label: 'Create Reward', where: 'Air Token reward dialogs (submit)' },
  { label: 'Create Whitelist giveaway', where: 'Whitelist / Shortlist dialog (submit)' },
  { label: 'Create Secret Giveaway', where: 'Secret Rewards dialog (submit)' },
  { label: 'Create Giveaway', where: 'Discord Giveaway dialog (submit)' },
  { label: 'First come first serve with instant claim', where: 'Winner Selection Strategy' },
  { label: 'Specific task-based FCFS with instant claim', where: 'Winner Selection Strategy' },
  { label: 'Manual selection at the end of campaign', where: 'Winner Selection Strategy' },
  { label: 'Submit Selected Winners', where: 'manual winner selection' },
  { label: 'Download Participants CSV', where: 'Winners tab, step 1' },
  {
    label: 'Review and Upload Winners',
    where: 'Winners tab, step 2',
    wrong: ['Reward and Upload Winners'],
  },

  // AirPool and AirToken
  { label: 'Create Air Pool', where: 'Air Pools page', wrong: ['`Create AirPool`'] },
  { label: 'Create Air Token', where: 'Air Tokens page', wrong: ['`Create AirToken`'] },
  { label: 'Token ERC20/XC20', where: 'pool type' },
  { label: 'NFT ERC721', where: 'pool / token type' },
  { label: 'Token ERC1155', where: 'pool type', wrong: ['`NFT ERC1155` pool'] },
  { label: 'Substrate Native / AssetHub Asset', where: 'pool type' },
  { label: 'Substrate AssetHub NFT', where: 'pool type' },
  { label: 'AssetHub NFT / Asset', where: 'token type' },
  { label: 'Pool Name', where: 'create-pool dialog' },
  { label: 'Deposit & Create', where: 'create-pool dialog' },
  { label: 'Deposit', where: 'pool actions' },
  { label: 'Withdraw', where: 'pool actions' },
  { label: 'Use Max', where: 'deposit / withdraw amount' },

  // Integrations page
  { label: 'Add Platform', where: 'Integrations page section' },
  { label: 'Add Integration', where: 'every integration tile' },
  { label: 'Integration Name', where: 'integration forms' },
  { label: 'Save', where: 'integration forms' },
  { label: 'Mailchimp', where: 'integration tile' },
  { label: 'ConvertKit (Kit)', where: 'integration tile', wrong: ['`Kit (ConvertKit)`'] },
  { label: 'Klaviyo', where: 'integration tile' },
  { label: 'Mailerlite', where: 'integration tile', wrong: ['`MailerLite`'] },
  { label: 'Mailjet', where: 'integration tile' },
  { label: 'Sendgrid', where: 'integration tile', wrong: ['`SendGrid`'] },
  { label: 'Brevo (Sendinblue)', where: 'integration tile', wrong: ['`Sendinblue (Brevo)`'] },
  { label: 'Shopify', where: 'integration tile' },
  { label: 'Zapier', where: 'integration tile' },
  { label: 'Webhooks', where: 'integration tile' },
  { label: 'Private API Key', where: 'Klaviyo form' },
  { label: 'API Secret', where: 'Mailjet form', wrong: ['`Secret Key`'] },
  {
    label: 'Bot API Key',
    where: 'Telegram integration form',
    wrong: ['`BOT API Key`', '`Bot API key`'],
  },
  { label: 'Store Name', where: 'Shopify form' },
  { label: 'Access Token', where: 'Shopify form' },
  { label: 'List ID', where: 'email integration forms' },
  { label: 'Add Discord Account', where: 'Discord tile' },
  { label: 'Connect Discord Account', where: 'Discord tile' },
  { label: 'Generate API Key', where: 'Zapier tile' },
  { label: 'Generate Signature', where: 'Webhooks tile' },
  { label: 'Add Webhook', where: 'Webhooks and Zapier tiles' },
  { label: 'Webhook Name', where: 'webhook form' },
  { label: 'Webhook URL', where: 'webhook form' },
  { label: 'Create Webhook', where: 'Zapier webhook form (submit)' },
  { label: 'Add Email Provider', where: 'Subscribe Newsletter quest' },

  // Widget
  { label: 'Create Widget', where: '4. Widgets' },
  { label: 'Widget Configuration', where: 'widget form' },
  { label: 'Domain URL', where: 'Widget Configuration' },
  { label: 'Primary Color', where: 'Widget Configuration' },
  { label: 'Force Theme', where: 'Widget Configuration' },
  { label: 'Hide Fuel', where: 'Widget Configuration' },
  { label: 'Hide XP', where: 'Widget Configuration' },
  { label: 'Customize Colors', where: 'Widget Configuration' },

  // Participant side
  { label: 'Connected Accounts', where: 'participant settings' },
  { label: 'Hide Completed Quests', where: 'public quest list' },
];

/** Wrong forms that need a pattern: picking something from a grid is always a "tile". */
export const WRONG_PATTERNS: WrongPattern[] = [
  {
    pattern: /`[^`\n]+`\s+(?:block|card)s?\b/g,
    use: '"`Name` tile" (quest, reward and integration grids)',
  },
  { pattern: /\b(?:quest|reward|platform|integration) (?:block|card)s?\b/gi, use: '"tile"' },
];
