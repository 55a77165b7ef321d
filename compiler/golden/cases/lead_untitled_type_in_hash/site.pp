# A resource type without a title inside a Hash parameter value: Puppet keeps it and writes File[] (it fails only
# for the value itself or inside Arrays: err_forge14_resource_type_as_parameter_value; api/puppetdb's stringify case).
notify { 'in hash': message => { 'r' => File } }
notify { 'hash in array': message => [{ 'r' => File }] }
notify { 'array in hash': message => { 'k' => [File, Resource['file']] } }
