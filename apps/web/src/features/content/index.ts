// Content's public face: an article's body as the content pages show it (the policies page uses it
// too). Other features import features/content only through this file.
export { ArticleBody } from './components/article-body';
