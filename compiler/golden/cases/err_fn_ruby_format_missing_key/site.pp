# A Ruby function raises a ParseError whose message is formatted with a misspelt %{key}: in
# Puppet's process String#% (fast_gettext's) gives the format back unchanged instead of a KeyError,
# so the message keeps its %{klass} (as puppetlabs-mysql's normalise_and_deepmerge error does).
notice(fmt::check({}))
notice(fmt::check('x'))
