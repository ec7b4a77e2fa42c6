import fs from "node:fs";
import path from "node:path";
import { serviceGroupProblems } from "./service-groups-check";

const content = path.join(__dirname, "..", "..", "..", "content");
const read = (name: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(content, name), "utf8")) as unknown;

const services = [{ slug: "cyber-security" }, { slug: "cloud-migration" }, { slug: "lifebuoy" }];
const page = (groups: { heading: string; services: string[] }[]) => ({ groups });

describe("serviceGroupProblems", () => {
  it("accepts the committed content: all 14 services, each in one group", () => {
    expect(serviceGroupProblems(read("services-page.json"), read("services.json"))).toEqual([]);
  });

  it("names a service that is in no group", () => {
    const groups = page([{ heading: "Security", services: ["cyber-security", "cloud-migration"] }]);
    expect(serviceGroupProblems(groups, services)).toEqual([
      'content/services-page.json: service "lifebuoy" is in no group (add it to one group\'s "services")',
    ]);
  });

  it("names a service listed in two groups, and both groups", () => {
    const groups = page([
      { heading: "Security", services: ["cyber-security", "lifebuoy"] },
      { heading: "Cloud", services: ["cloud-migration", "cyber-security"] },
    ]);
    expect(serviceGroupProblems(groups, services)).toEqual([
      'content/services-page.json: service "cyber-security" is in more than one group (group 1 ("Security"), group 2 ("Cloud")); keep it in one',
    ]);
  });

  it("names a slug that is not a service", () => {
    const groups = page([
      { heading: "All", services: ["cyber-security", "cloud-migration", "lifebuoy", "cyber"] },
    ]);
    expect(serviceGroupProblems(groups, services)).toEqual([
      'content/services-page.json: group 1 ("All"): field "services": "cyber" is not the slug of a service in content/services.json',
    ]);
  });

  it("leaves malformed files to the field checks", () => {
    expect(serviceGroupProblems(undefined, undefined)).toEqual([]);
    expect(serviceGroupProblems({ groups: "none" }, [])).toEqual([]);
  });
});
