import type { Article, WithContext } from 'schema-dts';

/** schema.org Article for a blog post page. */
export function articleJsonLd(post: {
  title: string;
  description: string;
  url: string;
  date: Date;
  author: string;
  publisher: string;
  image?: string | undefined;
}): WithContext<Article> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.description,
    url: post.url,
    mainEntityOfPage: post.url,
    datePublished: post.date.toISOString().slice(0, 10),
    author: { '@type': 'Organization', name: post.author },
    publisher: { '@type': 'Organization', name: post.publisher },
    ...(post.image ? { image: post.image } : {}),
  };
}
