# Puppet's logging and feature helpers from a module function: what they
# log (once-only warnings, deprecations, notices) and return.
lh::probe().each |$i, $v| { notice("${i}: ${v}") }
