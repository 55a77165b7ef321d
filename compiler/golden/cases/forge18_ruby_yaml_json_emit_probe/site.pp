# YAML and JSON emitted by a module function for config files (see the function's file): one file resource per
# output, so the whole text is compared.
probe::emit().each |$k, $v| { file { "/etc/emit/${k}": content => String($v) } }
