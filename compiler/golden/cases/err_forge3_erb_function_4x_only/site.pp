# A template calling scope.function_join, as many modules' ERB did with stdlib's 3.x join (stdlib 9 removed
# lib/puppet/parser/functions/join.rb). Puppet's Scope#function_NAME exists only for 3.x functions
# (Puppet::Parser::Functions.function): Puppet's own join is a 4.x function, so Puppet fails
# "Failed to parse template m/t.erb: ... undefined method `function_join' for Scope(Class[main])".
notice(template('m/t.erb'))
