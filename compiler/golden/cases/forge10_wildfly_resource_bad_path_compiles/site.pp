# wildfly_resource's path validation (voxpupuli/puppet-wildfly) runs on the agent, not in the compile; written for this case.
wildfly_resource { 'subsystem datasources': state => {} }
