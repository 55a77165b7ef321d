# QA-FORGE-8 (companion of forge8_type_property_include_module): a type file that raises while it loads
# (an uninitialized constant inside a newproperty block): Puppet fails to autoload the type.
brokenthing { 'a':
  later => 'y',
}
