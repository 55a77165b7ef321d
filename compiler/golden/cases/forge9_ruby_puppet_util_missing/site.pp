# Puppet's Ruby helpers Punch lacks, from a module function (see the function's comment).
util_missing().each |$r| { notice($r) }
