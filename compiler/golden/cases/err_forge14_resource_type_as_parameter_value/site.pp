# Written for this case: a resource type without a title (File) as a resource parameter's value; Puppet 7.23 fails
# when it makes the catalog (the reference has an empty title).
notify { 'type as value': message => [File] }
