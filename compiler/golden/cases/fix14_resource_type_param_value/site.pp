# A resource type reference without a title as a parameter value:
# Puppet's Runtime3Converter makes it a Puppet::Resource with the title
# '', written "Foo::Bar[]" (Resource['file'] fails the file type's title
# patterns in puppet apply; the storeconfigs case api/puppetdb
# testdata/cases/stringify has it as "File[]").
define foo::bar() {}
notify { 'x': message => [Resource['foo::bar'], Foo::Bar, { 'k' => Foo::Bar }] }
notify { 'y': message => Foo::Bar }
