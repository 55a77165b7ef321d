# Regexp and MatchData in module Ruby (see the function's file): one line per call.
probe::rx().each |$k, $v| { notice("${k} = ${v}") }
