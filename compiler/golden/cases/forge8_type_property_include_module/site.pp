# QA-FORGE-8 (reduction of forge8_jenkins_types): `include Puppet::Util::Checksums` (or Puppet::Util::Diff)
# inside a Ruby type's newproperty block, as voxpupuli-jenkins's jenkins_job does: the attributes declared
# after that property must still be known to the compile.
incthing { 'a':
  config => '<x/>',
  later  => 'y',
  flag   => true,
}
notice(Incthing['a']['later'])
