# puppetlabs-concat: a fragment whose target concat is never declared compiles: the concat_fragment
# resource names its target only as a string, checked when the agent applies the catalog.
concat::fragment { 'orphan':
  target  => '/etc/orphan.conf',
  content => "x\n",
}
