# Puppet's type constants besides DEFAULT as module Ruby reads them (aursu-tlsinfo passes
# PStringType::NON_EMPTY to lookup()). Written for this case.
notice(consts())
