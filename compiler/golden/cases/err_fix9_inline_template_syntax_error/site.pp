# A Ruby SyntaxError in an inline template is no StandardError: inline_template() does not wrap it ("Failed to
# parse inline template"), Puppet prints Ruby's message, named after ERB's default file name (erb), with no location.
notice(inline_template("x\n<% if true %>"))
