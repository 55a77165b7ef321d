# Puppet's Ruby API on values from a module function (see the function's file): one line per call.
probe::api().each |$k, $v| { notice("${k} = ${v}") }
