# EPP templates with Sensitive parameters as database modules render credentials: a typed
# parameter list with defaults, unwrap inside the template, a Sensitive interpolated without
# unwrap, inline_epp, and what type each result has in Puppet 7.23 (file contents wrapped again).
include db
