// What other features may use of articles: see the edges in apps/web/README.md.
export { RichContent } from './components/rich-content';
