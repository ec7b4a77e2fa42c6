// The floor every page of the site is measured against: Gatsby with no plugins and one page.
module.exports = { trailingSlash: "never" };
