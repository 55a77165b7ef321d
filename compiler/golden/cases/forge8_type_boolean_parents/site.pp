# QA-FORGE-8 (reduction of forge8_jenkins_types): a Ruby type whose parameter and property have
# Puppet::Parameter::Boolean / Puppet::Property::Boolean as :parent (voxpupuli-jenkins jenkins_job,
# also puppetlabs and other modules): every attribute is known to the compile.
boolthing { 'a':
  show_diff => false,
  enable    => false,
  after     => 'x',
}
boolthing { 'b':
  enable => 'yes',
}
boolthing { 'c': }
notice(Boolthing['a']['enable'], Boolthing['b']['enable'])
