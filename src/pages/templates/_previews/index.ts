// The preview of each template, resized at build time (`?responsive`, see
// src/core/images/loader.ts). Regenerate the PNGs with scripts/generate-images.ts.
import type { ResponsiveImage } from '@docgen/shared/types';
import discordPromotion from './discord-promotion.png?responsive';
import hashtagContest from './hashtag-contest.png?responsive';
import hodlContest from './hodl-contest.png?responsive';
import learnToEarn from './learn-to-earn.png?responsive';
import metamaskTwitter from './metamask-twitter.png?responsive';
import nftGiveaway from './nft-giveaway.png?responsive';
import nftHolders from './nft-holders.png?responsive';
import onchainActions from './onchain-actions.png?responsive';
import polkadotjsDiscord from './polkadotjs-discord.png?responsive';
import proofOfLove from './proof-of-love.png?responsive';
import socialMediaContest from './social-media-contest.png?responsive';
import surveyContest from './survey-contest.png?responsive';
import swapAndWin from './swap-and-win.png?responsive';
import telegramPromotion from './telegram-promotion.png?responsive';
import twitterGiveaway from './twitter-giveaway.png?responsive';
import viralShare from './viral-share.png?responsive';

export const PREVIEWS: Record<string, ResponsiveImage> = {
  'discord-promotion': discordPromotion,
  'hashtag-contest': hashtagContest,
  'hodl-contest': hodlContest,
  'learn-to-earn': learnToEarn,
  'metamask-twitter': metamaskTwitter,
  'nft-giveaway': nftGiveaway,
  'nft-holders': nftHolders,
  'onchain-actions': onchainActions,
  'polkadotjs-discord': polkadotjsDiscord,
  'proof-of-love': proofOfLove,
  'social-media-contest': socialMediaContest,
  'survey-contest': surveyContest,
  'swap-and-win': swapAndWin,
  'telegram-promotion': telegramPromotion,
  'twitter-giveaway': twitterGiveaway,
  'viral-share': viralShare,
};
