import styled from "@emotion/styled";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { color, media, radius, space } from "../../theme/tokens";
import { CallToActionBand } from "../ui/CallToActionBand";
import { Container } from "../ui/Container";
import { ResponsiveImage } from "../ui/ResponsiveImage";
import { ArticleBody, type ArticleBlock } from "./ArticleBody";
import { ARTICLE_TITLE_ID, ArticleHeader, type ArticleHeaderProps } from "./ArticleHeader";
import { AuthorBox } from "./AuthorBox";
import { READING_WIDTH } from "./reading-width";
import type { RelatedArticle } from "./RelatedArticleCard";
import { RelatedArticles } from "./RelatedArticles";

export interface BlogArticleProps {
  /** What the header shows, plus the author's bio, the body and the cover. */
  post: ArticleHeaderProps & {
    author: ArticleHeaderProps["author"] & { bio: string; path: string };
    body: readonly ArticleBlock[];
    image: IGatsbyImageData | undefined;
    imageAlt: string;
  };
  related: readonly RelatedArticle[];
  /** The site's consultation offer (content/home.json), repeated under every article. */
  callToAction?: { heading: string; text: string; buttonText: string; link: string };
}

/** The cover overlaps the header band, as in a magazine; its space is reserved, so nothing shifts. */
const Cover = styled.figure`
  max-width: 960px;
  margin: -${space[112]} auto 0;
  border-radius: ${radius.lg};
  overflow: hidden;
  border: 1px solid ${color.border};
  box-shadow: ${color.shadow};
  background: ${color.heroBg};
  ${media.mobile} {
    margin-top: -${space[72]};
    border-radius: ${radius.md};
  }
`;

const Reading = styled.div`
  max-width: ${READING_WIDTH};
  margin: 0 auto;
  padding: ${space[48]} 0 ${space[72]};
  ${media.mobile} {
    padding: ${space[32]} 0 ${space[56]};
  }
`;

/** A blog article: header, cover, body, author, related articles and a call to action. */
export function BlogArticle({ post, related, callToAction }: BlogArticleProps) {
  return (
    <>
      <article aria-labelledby={ARTICLE_TITLE_ID}>
        <ArticleHeader {...post} />
        <Container>
          {post.image && (
            <Cover>
              <ResponsiveImage
                image={post.image}
                alt={post.imageAlt}
                loading="eager"
                priority="high"
              />
            </Cover>
          )}
          <Reading>
            <ArticleBody blocks={post.body} />
            <AuthorBox
              name={post.author.name}
              role={post.author.role}
              bio={post.author.bio}
              path={post.author.path}
            />
          </Reading>
        </Container>
      </article>
      <RelatedArticles posts={related} />
      {callToAction && (
        <CallToActionBand
          id="article-cta"
          heading={callToAction.heading}
          text={callToAction.text}
          buttonText={callToAction.buttonText}
          to={callToAction.link}
        />
      )}
    </>
  );
}
