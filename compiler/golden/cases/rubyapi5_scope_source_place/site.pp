# scope.source.file / .line and Scope#is_topscope? as simp-simplib's debug helpers call them
# (top scope, a class, a define instance). Written for this case.
notice(where())
include app
