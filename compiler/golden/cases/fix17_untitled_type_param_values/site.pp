# A resource type without a title as a parameter value: Puppet writes Type[] when one of the type's title
# patterns matches the empty title (Notify, User, a defined type); File's do not (err_forge14_resource_type_as_parameter_value).
define mydef() {}
notify { 'x': message => [Notify, User, Mydef, Exec] }
