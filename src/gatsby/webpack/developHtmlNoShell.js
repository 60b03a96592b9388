// Stands in for the page shell (src/components/PageShell) in the develop-html bundle (see develop.ts).
const unused = name => () => {
  throw new Error(`develop's HTML shell bundle wraps no page (asked for ${name}): it renders only the document shell`);
};
module.exports = { wrapPage: unused('wrapPage'), wrapRoot: unused('wrapRoot') };
