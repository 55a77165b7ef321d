# A node definition's regexp is a regexp literal too: an unterminated group is a parse error.
node /^web(\d+/ { notice('web') }
node default { notice('default') }
