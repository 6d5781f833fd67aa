// The product the AirLyft site documents: its name, company and outbound links,
// kept in site.config.ts's `customFields.product` and read here by the site's pages.
import { siteConfig } from '@docgen/client/data';

export interface Product {
  name: string;
  company: string;
  links: {
    app: string;
    dashboard: string;
    home: string;
    repository: string;
    organization: string;
    telegram: string;
    twitter: string;
    discord: string;
  };
}

export const product = siteConfig.customFields.product as Product;
