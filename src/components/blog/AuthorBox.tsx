import styled from "@emotion/styled";
import { Link } from "gatsby";
import { color, media, radius } from "../../theme/tokens";
import { AuthorAvatar } from "./AuthorAvatar";

const Box = styled.aside`
  display: flex;
  gap: 20px;
  margin-top: 56px;
  padding: 28px;
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  ${media.mobile} {
    flex-direction: column;
    gap: 14px;
    padding: 22px;
  }
  h2 {
    font-family: inherit;
    font-size: 0.8rem;
    font-weight: 700;
    letter-spacing: 0.1em;
    text-transform: uppercase;
    color: ${color.textMuted};
    margin: 0 0 6px;
  }
  p {
    margin: 0;
    line-height: 1.65;
  }
`;

const Name = styled.p`
  font-size: 1.25rem;
  font-weight: 700;
  color: ${color.text};
  margin-bottom: 2px !important;
  a {
    color: inherit;
    text-decoration-thickness: 1px;
    text-underline-offset: 3px;
  }
  a:hover {
    color: ${color.primary};
  }
`;

const Role = styled.p`
  color: ${color.primary};
  font-weight: 600;
  margin-bottom: 10px !important;
`;

export interface AuthorBoxProps {
  name: string;
  role: string;
  bio: string;
  /** The author's page: what else they wrote. */
  path: string;
}

/** Who wrote the article and what they work on; the name leads to their other articles. */
export function AuthorBox({ name, role, bio, path }: AuthorBoxProps) {
  return (
    <Box aria-labelledby="article-author">
      <AuthorAvatar name={name} size={64} />
      <div>
        <h2 id="article-author">About the author</h2>
        <Name>
          <Link to={path}>{name}</Link>
        </Name>
        <Role>{role}</Role>
        <p>{bio}</p>
      </div>
    </Box>
  );
}
