# This file was automatically generated on 2026-11-21 12:03:39 +0000.
# Use the 'puppet generate types' command to regenerate this file.

Puppet::Resource::ResourceType3.new(
  'alternative_entry',
  [
    # The basic property that the resource should be in.
    # 
    # Valid values are `present`, `absent`.
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    # The name of the generic symlink for this alternative entry as parameter. This is readonly.
    Puppet::Resource::Param(Any, 'altlink_ro'),

    # The name of symlink in the alternatives directory
    Puppet::Resource::Param(Any, 'altname'),

    # The value of the priority of this alternative
    Puppet::Resource::Param(Any, 'priority')
  ],
  [
    # The path to the actual alternative
    Puppet::Resource::Param(Any, 'name', true),

    # The name of the generic symlink for this alternative entry
    Puppet::Resource::Param(Any, 'altlink', true),

    # The specific backend to use for this `alternative_entry`
    # resource. You will seldom need to specify this --- Puppet will usually
    # discover the appropriate provider for your platform.Available providers are:
    # 
    # dpkg
    # : * Required binaries: `update-alternatives`.
    #   * Default for `operatingsystem` == `debian, ubuntu`.
    # 
    # rpm
    # : * Required binaries: `/usr/sbin/alternatives`.
    #   * Default for `osfamily` == `redhat`.
    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /^([^:]+)$/ => ['name'],
    /(?i-mx:^(.*):([a-z]:(\/|\\).*)$)/ => ['name', 'altlink'],
    /^(.*):(.*)$/ => ['name', 'altlink']
  },
  true,
  false)
