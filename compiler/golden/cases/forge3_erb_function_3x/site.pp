# Puppet's own functions with a real 3.x definition (lib/puppet/parser/functions: versioncmp, md5, sha1) are
# callable from ERB as scope.function_NAME; a 4.x function through scope.call_function (QA-FORGE-3 H2).
notice(template('m/t.erb'))
