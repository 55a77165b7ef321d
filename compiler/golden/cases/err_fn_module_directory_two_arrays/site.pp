# Puppet surprise: module_directory takes repeated Array[String] arguments, but its
# module_directory_array(scope, names) method accepts only one, so two arrays fail with Ruby's
# arity error.
notice(module_directory(['nope']))
notice(module_directory(['nope'], ['other']))
