# More of Ruby 3.1's standard library from a module function (see the function's file): one line per call.
probe::core2().each |$k, $v| { notice("${k} = ${v}") }
