import styled from "@emotion/styled";
import { Link } from "gatsby";
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { ArrowLeft, Calendar, Clock, UserRound } from "lucide-react";
import { color, radius } from "../../theme/tokens";
import { Container } from "../ui/Container";
import { PageHero } from "../ui/PageHero";
import { ArticleBody, type ArticleBlock } from "./ArticleBody";

export interface BlogArticleProps {
  post: {
    title: string;
    excerpt: string;
    category: string;
    date: string;
    datePublished: string;
    readTime: string;
    author: { name: string; role: string; bio: string };
    body: readonly ArticleBlock[];
    image: IGatsbyImageData | undefined;
  };
}

const Meta = styled.ul`
  list-style: none;
  margin: 20px 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  color: #dbe4f0;
  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
`;

const Article = styled.article`
  max-width: 780px;
  margin: 0 auto;
  padding: 40px 0 72px;
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-weight: 600;
  margin-bottom: 24px;
`;

const Cover = styled.div`
  border-radius: ${radius.lg};
  overflow: hidden;
  margin-bottom: 32px;
`;

const AuthorBox = styled.aside`
  margin-top: 48px;
  padding: 24px;
  border-radius: ${radius.md};
  background: ${color.surface};
  border: 1px solid ${color.border};
  h2 {
    font-size: 1.15rem;
    margin-bottom: 4px;
  }
  p {
    margin: 0;
  }
`;

const Role = styled.p`
  color: ${color.textMuted};
  margin-bottom: 8px !important;
`;

/** A blog article: header, cover, body, author box and the way back to the index. */
export function BlogArticle({ post }: BlogArticleProps) {
  return (
    <>
      <PageHero eyebrow={post.category} title={post.title} lead={post.excerpt}>
        <Meta>
          <li>
            <UserRound size={16} aria-hidden="true" /> {post.author.name}
          </li>
          <li>
            <Calendar size={16} aria-hidden="true" />{" "}
            <time dateTime={post.datePublished}>{post.date}</time>
          </li>
          <li>
            <Clock size={16} aria-hidden="true" /> {post.readTime}
          </li>
        </Meta>
      </PageHero>
      <Container>
        <Article>
          <Back to="/blogs">
            <ArrowLeft size={18} aria-hidden="true" /> Back to Blogs
          </Back>
          {post.image && (
            <Cover>
              <GatsbyImage image={post.image} alt="" loading="eager" />
            </Cover>
          )}
          <ArticleBody blocks={post.body} />
          <AuthorBox aria-labelledby="author-heading">
            <h2 id="author-heading">About the author: {post.author.name}</h2>
            <Role>{post.author.role}</Role>
            <p>{post.author.bio}</p>
          </AuthorBox>
        </Article>
      </Container>
    </>
  );
}
