// A browser plugin with no APIs: stands in for Gatsby's Partytown one in production (see partytown.ts).
module.exports = {};
