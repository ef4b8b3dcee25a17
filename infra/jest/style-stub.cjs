// Stylesheets have no meaning in jest; imports of them resolve to an empty module.
module.exports = {};
