import styled from "@emotion/styled";
import { Link } from "gatsby";
import { color, fontSize, media, radius, space } from "../../theme/tokens";
import { AuthorAvatar } from "./AuthorAvatar";

const Box = styled.aside`
  display: flex;
  gap: ${space[20]};
  margin-top: ${space[56]};
  padding: ${space[28]};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  ${media.mobile} {
    flex-direction: column;
    gap: ${space[16]};
    padding: ${space[24]};
  }
  h2 {
    font-family: inherit;
    font-size: ${fontSize.small};
    font-weight: 700;
    letter-spacing: 0.1em;
    text-transform: uppercase;
    color: ${color.textMuted};
    margin: 0 0 ${space[8]};
  }
  p {
    margin: 0;
    line-height: 1.65;
  }
`;

const Name = styled.p`
  font-size: ${fontSize.title};
  font-weight: 700;
  color: ${color.text};
  margin-bottom: ${space[4]} !important;
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
  margin-bottom: ${space[8]} !important;
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
