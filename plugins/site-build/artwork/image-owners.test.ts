import { contentFrom, planImages, type ContentReader } from "./plan";
import { SITE_ROOT } from "../site-paths";

const content = contentFrom(SITE_ROOT);

describe("two records naming one picture", () => {
  it("stops the plan with both records and the fix", () => {
    const [first, second] = content.list("content/blog");
    const firstImage = (content.read(first) as { image: string }).image;
    // The second article is given the first one's cover, as an editor might by mistake.
    const reader: ContentReader = {
      read: (file) =>
        file === second
          ? { ...(content.read(second) as object), image: firstImage }
          : content.read(file),
      list: (dir) => content.list(dir),
    };
    const picture = `content/images/blog/${firstImage.split("/").pop()}`;
    expect(() => planImages(reader)).toThrow(
      `${picture} is the picture of 2 records: ${first} (field "image") and ${second} (field "image"). Each record needs its own picture: give one of them a file name of its own (after that record, for example), and npm run images draws it.`,
    );
  });
});
