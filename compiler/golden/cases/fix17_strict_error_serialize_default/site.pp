# strict = error turns Puppet's catalog serialization warnings into errors
# (runtime3_support.rb: SERIALIZATION_DEFAULT_CONVERTED_TO_STRING = Puppet[:strict])
notify { 'd': message => default }
