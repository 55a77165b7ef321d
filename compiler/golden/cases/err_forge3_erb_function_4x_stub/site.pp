# Puppet's 3.x stub of a 4.x function (lib/puppet/parser/functions/split.rb) refuses scope.function_split:
# "Failed to parse template m/t.erb: ... split() can only be called using the 4.x function API. See
# Scope#call_function" (QA-FORGE-3 H2).
notice(template('m/t.erb'))
