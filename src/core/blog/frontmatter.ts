// A blog post's front matter: the keys the reference's blog reads, checked as the post loads
// (wrong types name the key and its line); other keys are kept for the site's components.
import type { z as Zod } from 'zod';
import { z } from '../esm-bundle';

export const blogFrontMatterSchema = z
  .object({
    title: z.string().optional(),
    /** The title in the page's <title> and meta tags, when other than `title`. */
    title_meta: z.string().optional(),
    slug: z.string().optional(),
    date: z.union([z.string(), z.date()]).optional(),
    description: z.string().optional(),
    image: z.string().optional(),
    keywords: z.array(z.string()).optional(),
    tags: z
      .array(
        z.union([
          z.string(),
          z
            .object({
              label: z.string(),
              permalink: z.string().optional(),
              description: z.string().optional(),
            })
            .passthrough(),
        ]),
      )
      .optional(),
    authors: z.unknown().optional(),
    author: z.string().optional(),
    author_url: z.string().optional(),
    author_title: z.string().optional(),
    author_image_url: z.string().optional(),
    draft: z.boolean().optional(),
    unlisted: z.boolean().optional(),
    hide_table_of_contents: z.boolean().optional(),
    toc_min_heading_level: z.number().int().min(2).max(6).optional(),
    toc_max_heading_level: z.number().int().min(2).max(6).optional(),
    custom_edit_url: z.string().nullable().optional(),
    last_update: z
      .object({ date: z.union([z.string(), z.date()]).optional(), author: z.string().optional() })
      .strict()
      .optional(),
    sidebar_label: z.string().optional(),
  })
  .passthrough();

export type BlogFrontMatter = Zod.infer<typeof blogFrontMatterSchema>;
