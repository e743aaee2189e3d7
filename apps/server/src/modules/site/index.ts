// What other modules may use of the site module (ADR 0016, ADR 0035): the keyed site settings and the shop's contact address.
export { contactEmail, readSettings, settleSetting, writeSetting } from './settings-queries.js';
// A language's code beside a list's rows, a country's code and currency (ADR 0039).
export { countryCodeAndCurrency, languageCodesView } from './queries.js';
// A dictionary's items with labels in the reader's language (content's news categories).
export { dictionary } from './queries.js';
// The names an order copies into its address snapshot.
export { countryAndRegionNames } from './queries.js';
// Countries and regions beside an address: their names to join, the address form's checks, ids by code (account).
export { countryCodesView, countryExists, countryHasRegions, countryIdByCode, countryNamesView, regionIdByCode, regionInCountry, regionNamesView } from './country-queries.js';
// The currencies prices are converted into (catalog's reference memo, chat's amounts).
export { loadCurrencies } from './currency-queries.js';
// A chat window's visitor id checked, and a visitor's country and currency beside a conversation (chat).
export { visitorCountryView, visitorExists } from './visitor-queries.js';
// The home page's edited texts and their version (content's console and the home answer, issue 27).
export { bumpVersion, homeTextRows, replaceHomeTexts, settingVersion } from './home-queries.js';
