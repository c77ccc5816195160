// The public face of article: other features import only what is exported here.
export { findArticlePage } from './article.repository';
export type { ArticleService } from './article.service';
