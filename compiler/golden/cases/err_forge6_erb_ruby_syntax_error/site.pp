# QA-FORGE-6: an ERB template whose Ruby does not parse ('%>' inside a Ruby string ends the tag). Puppet's template()
# wraps StandardErrors as "Failed to parse template ...", but a SyntaxError is a ScriptError: it passes through, and
# Puppet prints Ruby's own message ("modules/probe/templates/t.erb:2: syntax error, ...") with no manifest location.
include probe
