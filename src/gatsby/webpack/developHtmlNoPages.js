// Stands in for Gatsby's list of page components in the develop-html bundle (see develop.ts).
module.exports = {
  components: new Proxy(
    {},
    {
      get(_, name) {
        if (typeof name !== 'string') return undefined;
        return () => {
          throw new Error(`develop's HTML shell bundle has no page components (asked for ${name}): no page uses getServerData or config`);
        };
      },
    },
  ),
};
