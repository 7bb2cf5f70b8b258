// Astro configuration. The site (static output, content-layer loader calling
// the compiler) arrives with the site issue; until then this stays minimal.
export default {
  output: 'static',
};
